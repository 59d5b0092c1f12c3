import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
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
    const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...smtpTimeouts }, { from: config.from });
    return {
      transport: 'smtp',
      async send(mail) {
        const info = await transporter.sendMail(mail);
        return { messageId: info.messageId, raw: undefined };
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: config.from },
  );
  return {
    transport: 'local',
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId, raw: Buffer.isBuffer(info.message) ? info.message : undefined };
    },
    close: () => transporter.close(),
  };
}
