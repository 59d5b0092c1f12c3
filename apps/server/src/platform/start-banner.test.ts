import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { demoLogins, demoPassword } from '@portal/db/seed';
import { startBanner } from './start-banner.ts';

const readme = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../README.md');
const banner = (logins = demoLogins) =>
  startBanner({ url: 'http://localhost:3000', databaseKind: 'pglite', demo: true, mailTransport: 'local', logins });

describe('the start banner (issue #23, item 23)', () => {
  it('lists every demo login the README names, from the seed’s one list', async () => {
    const named = [...new Set((await readFile(readme, 'utf8')).match(/[a-z.]+@demo\.example/g))];
    expect(named).toContain('dana.whitfield@demo.example');
    const text = banner();
    for (const email of named) {
      expect(text, email).toContain(email);
      expect(demoLogins.map((login) => login.email)).toContain(email);
    }
    for (const login of demoLogins) {
      const line = text.split('\n').find((row) => row.includes(login.email));
      expect(line).toContain(`${demoPassword}  http://localhost:3000${login.url}`);
      expect(line?.trimStart().startsWith(login.role)).toBe(true);
    }
  });

  it('names no logins outside demo mode', () => {
    expect(banner([])).not.toContain('Demo logins');
  });

  it('written through the loggers’ destination, comes after every line logged before it, in one piece', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-banner-'));
    const file = path.join(dir, 'out.log');
    try {
      // As in main.ts: one asynchronous destination shared by the loggers, lines waiting in its buffer.
      const destination = pino.destination({ dest: file, sync: false, minLength: 4096 });
      const startup = pino(destination);
      const fastify = pino(destination);
      startup.info('demo data seeded');
      fastify.info('Server listening at http://127.0.0.1:3000');
      destination.write(banner());
      fastify.info('incoming request');
      await new Promise<void>((resolve) => {
        destination.once('close', () => resolve());
        destination.end();
      });
      const out = await readFile(file, 'utf8');
      const at = (text: string) => out.indexOf(text);
      expect(at('demo data seeded')).toBeGreaterThanOrEqual(0);
      expect(at('Server listening at')).toBeGreaterThan(at('demo data seeded'));
      expect(at(banner())).toBeGreaterThan(at('Server listening at'));
      expect(at('incoming request')).toBeGreaterThan(at(banner()));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
