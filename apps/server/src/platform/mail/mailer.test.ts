import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { describeError } from './outbox.ts';

const from = 'Workforce Portal <no-reply@portal.test>';
const mail = { to: 'lena@example.test', subject: 'Your appointment', text: 'Private: see you at 9.' };

describe('mailer', () => {
  it('renders the whole message locally when no SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from });
    const sent = await mailer.send(mail);
    expect(mailer.transport).toBe('local');
    const raw = sent.raw!.toString('utf8');
    expect(raw).toMatch(/^To: lena@example\.test$/m);
    expect(raw).toMatch(/^Subject: Your appointment$/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(raw).toContain(`Message-ID: ${sent.messageId}`);
  });

  describe('over SMTP', () => {
    // A server that hangs up at once: the transport fails as against a dead or refusing relay.
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('fails with the transport error, which names neither the body nor the subject', async () => {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from });
      expect(mailer.transport).toBe('smtp');
      const error = await mailer.send(mail).then(
        () => null,
        (failure: unknown) => failure,
      );
      mailer.close();
      const recorded = describeError(error);
      expect(recorded).toMatch(/^E[A-Z]+: /);
      expect(recorded).not.toContain('Private');
      expect(recorded).not.toContain('Your appointment');
    });
  });
});
