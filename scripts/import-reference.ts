// npm run import:reference -- <folder>
// Loads the official O*NET, BLS and NCES files found under <folder> into the database the server uses:
// DATABASE_URL when set, else the embedded PGlite under DATA_DIR (default ./.data), as apps/server/src/main.ts does.
// Stop a server that uses the embedded database first: PGlite allows one process at a time.
import { importReferenceFolder, type ImportSummary, oewsTopCodedAnnualWage } from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';
import { folderArgument, openServerDatabase, progressBars } from './import-cli.ts';

const folder = folderArgument('npm run import:reference -- <folder with the O*NET, BLS and NCES files>');
const { database, target } = await openServerDatabase();
console.log(`Importing ${folder} into ${target}`);

const bars = progressBars(44);

let summary: ImportSummary;
try {
  await database.migrate();
  await seedReference(database.db);
  summary = await importReferenceFolder(database.db, folder, { onProgress: bars.onProgress });
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
