/** What `npm start` prints once the server listens: where it is, and the demo logins to try it with. */
export interface StartFacts {
  url: string;
  databaseKind: string;
  demo: boolean;
  mailTransport: 'smtp' | 'local';
  /** The seed's demo logins (`demoLogins` of @portal/db/seed); empty outside demo mode. */
  logins: ReadonlyArray<{ role: string; email: string; password: string; url: string }>;
}

/** The start banner, one block of text ending in a newline. */
export function startBanner(facts: StartFacts): string {
  const lines = [
    '',
    `Workforce portal listening on ${facts.url} (${facts.databaseKind}${facts.demo ? ', demo mode' : ''})`,
    `Mail: ${facts.mailTransport === 'smtp' ? 'SMTP (SMTP_URL)' : 'rendered locally into the outbox (set SMTP_URL to send)'}`,
  ];
  if (facts.logins.length > 0) {
    const width = Math.max(...facts.logins.map((login) => login.role.length));
    const emailWidth = Math.max(...facts.logins.map((login) => login.email.length));
    lines.push('Demo logins (demo mode only):');
    for (const login of facts.logins) {
      lines.push(
        `  ${login.role.padEnd(width)}  ${login.email.padEnd(emailWidth)}  ${login.password}  ${facts.url}${login.url}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
