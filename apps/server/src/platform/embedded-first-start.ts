import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Set in the child process that prepares a new embedded database: it migrates and seeds, then exits. */
export const prepareOnlyVariable = 'PORTAL_PREPARE_EMBEDDED_ONLY';

export function isPrepareOnlyRun(env: NodeJS.ProcessEnv = process.env) {
  return env[prepareOnlyVariable] === '1';
}

/** True when the server runs on PGlite and its data directory has never been initialised. */
export function isNewEmbeddedDatabase(databaseUrl: string | undefined, pgliteDir: string) {
  return !databaseUrl && !existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

/**
 * Runs this same entry point once more, as a child process that migrates a new embedded database and seeds it, then
 * exits. Migrating and seeding in the server itself left it about 70 MB above a later start (JS heap of the seed and
 * touched WebAssembly memory, neither given back), over the 300 MB budget of the embedded mode
 * (docs/decisions/0029-embedded-memory-and-scale-names.md). The server then finds the schema current and the demo
 * seeded, as on any later start.
 */
export async function prepareEmbeddedDatabaseInChild() {
  const entry = process.argv[1];
  if (!entry) throw new Error('cannot prepare the embedded database: no entry script');
  const child = spawn(process.execPath, [...process.execArgv, entry], {
    stdio: 'inherit',
    env: { ...process.env, [prepareOnlyVariable]: '1' },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error(`preparing the embedded database failed (child exit ${code ?? 'by signal'})`);
}
