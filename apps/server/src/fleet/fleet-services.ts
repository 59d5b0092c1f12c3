import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

/**
 * The services around the fleet test's servers, each from npm and in this process: an S3-compatible server (s3rver)
 * and an SMTP sink (smtp-server) that keeps every mail it is given.
 */

export const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Service {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3(folder: string, bucket = 'portal-fleet'): Promise<S3Service> {
  mkdirSync(folder, { recursive: true });
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, bucket, close: () => server.close() };
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Accepts any sender and recipient without authentication or TLS, as a mail sink does. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Node 22 LTS from the npm registry's `node` package (npx caches it), the runtime of the container image. Where it
 * cannot be had, this process's own Node with a logged notice, so the rest of the fleet test still runs.
 */
export async function node22(): Promise<{ path: string; version: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['--yes', 'node@22', '-p', 'process.execPath + " " + process.version'],
      { timeout: 180_000, cwd: path.resolve('/') },
    );
    const [binary, version] = stdout.trim().split(/\s+/);
    if (binary && version?.startsWith('v22.')) return { path: binary, version };
    throw new Error(`npx node@22 answered ${stdout.trim()}`);
  } catch (error) {
    console.warn(
      `Notice: Node 22 from the npm registry is unavailable (${(error as Error).message.split('\n')[0]}); the fleet ` +
        `runs its servers on this process's Node ${process.version}.`,
    );
    return { path: process.execPath, version: process.version };
  }
}
