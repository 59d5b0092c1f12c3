// npm run import:reference -- <folder>
// Loads the official O*NET, BLS and NCES files found under <folder> into the database the server uses:
// DATABASE_URL when set, else the embedded PGlite under DATA_DIR (default ./.data), as apps/server/src/main.ts does.
// Stop a server that uses the embedded database first: PGlite allows one process at a time.
import path from 'node:path';
import cliProgress from 'cli-progress';
import { openDatabase } from '@portal/db';
import {
  importReferenceFolder,
  type ImportSummary,
  oewsTopCodedAnnualWage,
  type StoreProgress,
} from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';

const argument = process.argv[2];
if (!argument || argument === '--help' || argument === '-h') {
  console.log('Usage: npm run import:reference -- <folder with the O*NET, BLS and NCES files>');
  process.exit(argument ? 0 : 1);
}
// npm runs scripts from the project root; a relative folder means relative to where the command was typed.
const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR ?? '.data');
const databaseUrl = process.env.DATABASE_URL || undefined;

const database = await openDatabase({
  url: databaseUrl,
  dataDir: path.join(dataDir, 'pglite'),
  poolSize: 2,
  // The import is one long transaction of large multi-row statements.
  statementTimeoutMs: 300_000,
});
console.log(
  `Importing ${folder} into ${databaseUrl ? 'the PostgreSQL server (DATABASE_URL)' : path.join(dataDir, 'pglite')}`,
);

const bars = new cliProgress.MultiBar(
  { format: ' {phase} {label} [{bar}] {value}/{total}', hideCursor: true, clearOnComplete: false },
  cliProgress.Presets.shades_classic,
);
const open = new Map<string, cliProgress.SingleBar>();
function onProgress({ phase, label, done, total }: StoreProgress) {
  const key = `${phase}:${label}`;
  let bar = open.get(key);
  const payload = { phase: phase === 'read' ? 'read ' : 'write', label: label.padEnd(44).slice(0, 44) };
  if (!bar) {
    bar = bars.create(total, done, payload);
    open.set(key, bar);
  }
  bar.setTotal(total);
  bar.update(done, payload);
}

let summary: ImportSummary;
try {
  await database.migrate();
  await seedReference(database.db);
  summary = await importReferenceFolder(database.db, folder, { onProgress });
} catch (error) {
  bars.stop();
  console.error(`\nImport failed, nothing was changed: ${(error as Error).message}`);
  await database.close();
  process.exit(1);
}
bars.stop();
await database.close();

console.log('\nSources');
for (const source of summary.sources) {
  console.log(
    `  ${source.source.padEnd(22)} ${String(source.rowCount).padStart(7)} rows  ${source.vintage}  (${source.file})`,
  );
}
if (summary.missingFiles.length > 0) console.log(`  not found (left empty): ${summary.missingFiles.join(', ')}`);
console.log('\nRows per table');
for (const [table, rows] of Object.entries(summary.tables))
  console.log(`  ${table.padEnd(22)} ${String(rows).padStart(7)}`);
const occupations = summary.occupations?.length ?? 0;
if (occupations > 0) {
  const { occupations: writes, children } = summary.writes.occupations!;
  console.log(
    `\nOccupations: ${occupations} in the files (${writes.inserted} new, ${writes.updated} changed, ${writes.unchanged} unchanged)`,
  );
  const rewritten = Object.entries(children)
    .filter(([, child]) => child.occupationsReplaced > 0)
    .map(([name, child]) => `${name} of ${child.occupationsReplaced}`);
  console.log(`Detail rows rewritten: ${rewritten.length > 0 ? rewritten.join(', ') : 'none (all unchanged)'}`);
  console.log(
    `Wages matched: ${summary.wagesMatched} of ${occupations} (${summary.wagesMatchedPercent.toFixed(1)}%, ` +
      `${summary.topCodedWages} of them top-coded by BLS, stored as $${oewsTopCodedAnnualWage.toLocaleString('en-US')}); the rest show "national data not available"`,
  );
  console.log(`Projections matched: ${summary.projectionsMatched} of ${occupations}`);
  console.log(`Education level from BLS typical entry education (no O*NET data): ${summary.educationFromBls}`);
}
console.log(`Time: ${(summary.durationMs / 1000).toFixed(1)} s`);
