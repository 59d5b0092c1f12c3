// npm run import:hsds -- <folder>
// Loads a community-resource directory in HSDS 3.0 (datapackage CSVs), HSDS 1.1 or Ohana CSV layout into the database
// the server uses: DATABASE_URL when set, else the embedded PGlite under DATA_DIR (default ./.data). Idempotent (rows
// are upserted by their source id), one transaction: a refused file leaves the directory as it was.
// Stop a server that uses the embedded database first: PGlite allows one process at a time.
import { type HsdsImportSummary, importHsdsFolder } from '@portal/db/directory';
import { folderArgument, openServerDatabase, progressBars } from './import-cli.ts';

const folder = folderArgument('npm run import:hsds -- <folder with an HSDS 3.0, HSDS 1.1 or Ohana CSV directory>');
const { database, target } = await openServerDatabase();
console.log(`Importing ${folder} into ${target}`);

// A progress bar on a terminal; plain lines are noise in a log, so nothing then.
const bars = progressBars(24, { onlyOnTerminal: true });

let summary: HsdsImportSummary;
try {
  await database.migrate();
  summary = await importHsdsFolder(database.db, folder, { onProgress: bars.onProgress });
} catch (error) {
  bars.stop();
  console.error(`\nImport failed, nothing was changed: ${(error as Error).message}`);
  await database.close();
  process.exit(1);
}
bars.stop();
await database.close();

console.log(`\nLayout ${summary.layout} (${summary.folder}), ${summary.milliseconds} ms`);
console.log('\nRows per table              rows  inserted  updated  unchanged');
for (const [table, writes] of Object.entries(summary.writes)) {
  console.log(
    `  ${table.padEnd(22)} ${String(writes.rows).padStart(7)} ${String(writes.inserted).padStart(9)} ${String(writes.updated).padStart(8)} ${String(writes.unchanged).padStart(10)}`,
  );
}
if (summary.skippedFiles.length > 0) console.log(`\nNot kept by the directory: ${summary.skippedFiles.join(', ')}`);
if (summary.warnings.length > 0) {
  console.log(`\n${summary.warnings.length} warning(s):`);
  for (const warning of summary.warnings.slice(0, 20)) console.log(`  ${warning}`);
  if (summary.warnings.length > 20) console.log(`  ... and ${summary.warnings.length - 20} more`);
}
