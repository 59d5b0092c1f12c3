import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';
import { lazyRequire } from '../lazy-require.ts';

/** nodemailer loads with the first mail sent, not at start (issue #30: about 60 ms of CPU of every start). */
const mailLibrary = lazyRequire<typeof nodemailer>('nodemailer');

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative (multipart/alternative with the text). */
  html?: string;
}

export interface SentMail {
  messageId: string;
  /** The rendered RFC 5322 message; only the local transport keeps it. */
  raw: Buffer | undefined;
}

/** Sends one mail or throws. `transport` is recorded on the outbox row so staff can tell the two apart. */
export interface Mailer {
  transport: 'smtp' | 'local';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** Short timeouts: a job waiting minutes on a dead server would hold a worker (nodemailer's default is 2 min). */
const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * SMTP when `SMTP_URL` is set. Otherwise the embedded default: nodemailer's stream transport renders the
 * complete message (headers, encoding, Message-ID) and nothing leaves the machine; the outbox row records
 * it as delivered locally.
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    let transporter: ReturnType<typeof smtpTransporter> | undefined;
    const smtpTransporter = () =>
      mailLibrary().createTransport({ url: smtpUrl, ...smtpTimeouts }, { from: config.from });
    return {
      transport: 'smtp',
      async send(mail) {
        const info = await (transporter ??= smtpTransporter()).sendMail(mail);
        return { messageId: info.messageId, raw: undefined };
      },
      close: () => transporter?.close(),
    };
  }
  let transporter: ReturnType<typeof localTransporter> | undefined;
  const localTransporter = () =>
    mailLibrary().createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: config.from });
  return {
    transport: 'local',
    async send(mail) {
      const info = await (transporter ??= localTransporter()).sendMail(mail);
      const raw = Buffer.isBuffer(info.message) ? info.message : undefined;
      if (config.dropDir) await dropMail(config.dropDir, mail, info.messageId, raw);
      return { messageId: info.messageId, raw };
    },
    close: () => transporter?.close(),
  };
}

/**
 * The local transport's copy of a mail for people and journeys to open (MailConfig.dropDir): `<ms>-<n>.json` (to,
 * subject, text, html, message_id) and the rendered `.eml`. The JSON is written last, so a reader that lists `.json`
 * files sees complete mails only.
 */
let dropped = 0;
async function dropMail(dir: string, mail: OutgoingMail, messageId: string, raw: Buffer | undefined): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${Date.now()}-${process.pid}-${++dropped}`;
  if (raw) await writeFile(path.join(dir, `${name}.eml`), raw);
  const json = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, message_id: messageId };
  await writeFile(path.join(dir, `${name}.json.tmp`), JSON.stringify(json, null, 2));
  await rename(path.join(dir, `${name}.json.tmp`), path.join(dir, `${name}.json`));
}
