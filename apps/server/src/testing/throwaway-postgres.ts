import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A Postgres cluster of its own for fault tests: initdb into a temp folder, a free port, stopped and started at will.
 * initdb and postgres refuse to run as root, so under root every binary runs as the `postgres` user (runuser).
 */
export type ShutdownMode = 'smart' | 'fast' | 'immediate';

/** The folder holding initdb and pg_ctl: POSTGRES_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string | null {
  const candidates = [process.env.POSTGRES_BIN];
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  candidates.push('/usr/local/pgsql/bin', '/usr/bin');
  for (const candidate of candidates) {
    if (candidate && existsSync(path.join(candidate, 'initdb')) && existsSync(path.join(candidate, 'pg_ctl'))) {
      return candidate;
    }
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface RunResult {
  code: number | null;
  output: string;
}

/** Waits for the process to exit, not for its pipes to close: pg_ctl's postmaster outlives it. */
function run(command: string, args: string[]): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const uid = await run('id', ['-u', 'postgres']);
  const gid = await run('id', ['-g', 'postgres']);
  if (uid.code !== 0 || gid.code !== 0) {
    throw new Error('Running as root, and there is no `postgres` user to run initdb and pg_ctl as.');
  }
  return { uid: Number(uid.output.trim()), gid: Number(gid.output.trim()) };
}

export class ThrowawayPostgres {
  private constructor(
    private readonly bin: string,
    private readonly folder: string,
    readonly port: number,
    private readonly asPostgresUser: boolean,
  ) {}

  private get dataDir() {
    return path.join(this.folder, 'data');
  }
  private get logFile() {
    return path.join(this.folder, 'postgres.log');
  }

  /** initdb into a new temp folder (owned by `postgres` under root) on a free port; not started yet. */
  static async create(bin: string): Promise<ThrowawayPostgres> {
    const asPostgresUser = process.getuid?.() === 0;
    const folder = mkdtempSync(path.join(tmpdir(), 'portal-faults-pg-'));
    if (asPostgresUser) {
      const { uid, gid } = await postgresIds();
      chownSync(folder, uid, gid);
    }
    const cluster = new ThrowawayPostgres(bin, folder, await freePort(), asPostgresUser);
    await cluster.postgresTool('initdb', [
      '-D',
      cluster.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    return cluster;
  }

  /**
   * A streaming standby of this (started) cluster: pg_basebackup with -R (standby.signal and primary_conninfo) into a
   * new temp folder, on a free port; not started yet. initdb's pg_hba.conf lets local replication connections in.
   */
  async standby(): Promise<ThrowawayPostgres> {
    const folder = mkdtempSync(path.join(tmpdir(), 'portal-faults-pg-'));
    if (this.asPostgresUser) {
      const { uid, gid } = await postgresIds();
      chownSync(folder, uid, gid);
    }
    const standby = new ThrowawayPostgres(this.bin, folder, await freePort(), this.asPostgresUser);
    await standby.postgresTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(this.port),
      '-U',
      'postgres',
      '-D',
      standby.dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    return standby;
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** `settings`: more server settings (`-c name=value`), e.g. log_statement=all; they win over the defaults here. */
  async start(settings: Record<string, string> = {}): Promise<void> {
    const all = { listen_addresses: '127.0.0.1', max_connections: '50', ...settings };
    const options = [
      `-p ${this.port} -k ${this.folder}`,
      ...Object.entries(all).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' ');
    await this.postgresTool('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      this.logFile,
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  async stop(mode: ShutdownMode): Promise<void> {
    await this.postgresTool('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  /** The server log (the whole of it: a test looks for the statements it logged). */
  log(): string {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8') : '';
  }

  /** The server log's last lines, for a failure message. */
  logTail(lines = 30): string {
    if (!existsSync(this.logFile)) return '';
    return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
  }

  async destroy(): Promise<void> {
    if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) await this.stop('immediate').catch(() => undefined);
    rmSync(this.folder, { recursive: true, force: true });
  }

  private async postgresTool(tool: string, args: string[]): Promise<void> {
    const binary = path.join(this.bin, tool);
    const result = this.asPostgresUser
      ? await run('runuser', ['-u', 'postgres', '--', binary, ...args])
      : await run(binary, args);
    if (result.code !== 0) throw new Error(`${tool} ${args.at(-1)} failed (${result.code}):\n${result.output}`);
  }
}
