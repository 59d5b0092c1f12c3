// npm run export:hsds -- <out folder>
// Writes the directory as an HSDS 3.0 tabular datapackage (datapackage.json + one CSV per table, named by the
// standard), from DATABASE_URL when set, else the embedded PGlite under DATA_DIR (default ./.data).
import { exportHsdsFolder } from '@portal/db/directory';
import { folderArgument, openServerDatabase } from './import-cli.ts';

const folder = folderArgument('npm run export:hsds -- <out folder>');
const { database } = await openServerDatabase();
try {
  await database.migrate();
  const summary = await exportHsdsFolder(database.db, folder);
  console.log(`Wrote an HSDS 3.0 datapackage to ${summary.folder}`);
  for (const [table, rows] of Object.entries(summary.tables))
    console.log(`  ${`${table}.csv`.padEnd(26)} ${String(rows).padStart(7)}`);
} finally {
  await database.close();
}
