// Shared pieces of the import and export commands (npm run import:reference, import:hsds, export:hsds): the folder
// argument, the database the server uses, and the progress bars.
import path from 'node:path';
import cliProgress from 'cli-progress';
import { openDatabase } from '@portal/db';

/** The folder the command names; prints the usage (and exits with 1 when the folder is missing) otherwise. */
export function folderArgument(usage: string): string {
  const argument = process.argv[2];
  if (!argument || argument === '--help' || argument === '-h') {
    console.log(`Usage: ${usage}`);
    process.exit(argument ? 0 : 1);
  }
  // npm runs scripts from the project root; a relative folder means relative to where the command was typed.
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}

/**
 * The database the server uses, as apps/server/src/main.ts opens it: DATABASE_URL when set, else the embedded PGlite
 * under DATA_DIR (default ./.data); `target` says which, for the command's first line.
 */
export async function openServerDatabase() {
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR ?? '.data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({
    url: databaseUrl,
    dataDir: path.join(dataDir, 'pglite'),
    poolSize: 2,
    // An import is one long transaction of large multi-row statements.
    statementTimeoutMs: 300_000,
  });
  const target = databaseUrl ? 'the PostgreSQL server (DATABASE_URL)' : path.join(dataDir, 'pglite');
  return { database, target };
}

export interface Progress {
  phase: 'read' | 'write';
  /** A file (read) or a table (write). */
  label: string;
  done: number;
  total: number;
}

/**
 * A progress bar per file read and per table written, labels cut to `labelWidth`. With `onlyOnTerminal`, nothing
 * when the output is not a terminal (plain lines are noise in a log).
 */
export function progressBars(labelWidth: number, { onlyOnTerminal = false } = {}) {
  const bars =
    !onlyOnTerminal || process.stdout.isTTY
      ? new cliProgress.MultiBar(
          { format: ' {phase} {label} [{bar}] {value}/{total}', hideCursor: true, clearOnComplete: false },
          cliProgress.Presets.shades_classic,
        )
      : null;
  const open = new Map<string, cliProgress.SingleBar>();
  function onProgress({ phase, label, done, total }: Progress) {
    if (!bars) return;
    const key = `${phase}:${label}`;
    const payload = {
      phase: phase === 'read' ? 'read ' : 'write',
      label: label.padEnd(labelWidth).slice(0, labelWidth),
    };
    let bar = open.get(key);
    if (!bar) {
      bar = bars.create(total, done, payload);
      open.set(key, bar);
    }
    bar.setTotal(total);
    bar.update(done, payload);
  }
  return { onProgress, stop: () => bars?.stop() };
}
