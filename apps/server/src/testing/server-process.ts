import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The real server (apps/server/src/main.ts under tsx) as its own process, for tests that need the process itself:
 * whether it stays alive, what it writes. Output is kept (the last ~200 kB) for failure messages.
 */
export class ServerProcess {
  private output = '';
  private exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-200_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => (this.exit = { code, signal }));
  }

  /**
   * `nodeArguments`: what node runs; the TypeScript entry under tsx unless a test runs the built server.
   * `node`: the Node binary (the fleet test runs Node 22); this process's own by default.
   */
  static async start(
    port: number,
    env: Record<string, string>,
    readyTimeoutMs = 120_000,
    nodeArguments = ['--import', 'tsx', 'apps/server/src/main.ts'],
    node = process.execPath,
  ): Promise<ServerProcess> {
    const child = spawn(node, nodeArguments, {
      cwd: repositoryRoot,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), WEB_DIST: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, `http://127.0.0.1:${port}`);
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (!server.alive) throw new Error(`The server exited while starting:\n${server.outputTail()}`);
      const response = await fetch(`${server.baseUrl}/healthz`).catch(() => null);
      if (response?.ok) return server;
      if (Date.now() > deadline) {
        await server.stop();
        throw new Error(`The server did not answer /healthz in ${readyTimeoutMs} ms:\n${server.outputTail()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  get alive(): boolean {
    return this.exit === undefined;
  }

  get exitStatus() {
    return this.exit;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Sends a signal and resolves with the exit once the process ends (the fleet test times SIGTERM). */
  signal(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      if (!this.alive) resolve(this.exit!);
      else this.child.once('exit', (code, signal) => resolve({ code, signal }));
    });
    this.child.kill(signal);
    return exited;
  }

  outputTail(characters = 6_000): string {
    return this.output.slice(-characters);
  }

  /** SIGTERM (main.ts shuts down cleanly), SIGKILL after 15 s. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const forced = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  }
}
