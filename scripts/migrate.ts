// npm run db:migrate
// Applies the pending migrations to the database the server uses: DATABASE_URL when set, else the embedded PGlite
// under DATA_DIR (default ./.data). The server does this itself at start; this is for a database that is filled and
// measured without a server, such as a `seed:scale` bench database after a new migration.
import { openServerDatabase } from './import-cli.ts';

const { database, target } = await openServerDatabase();
const started = performance.now();
try {
  await database.migrate();
  console.log(`Migrated ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
