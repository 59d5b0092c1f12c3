import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db';

/**
 * A test's bulk load, in one transaction with a statement timeout of its own. The test databases keep production's
 * 15 s, which one statement of thousands of indexed rows can outlast on a busy machine: CI runs the Postgres pass of
 * the server tests beside the browser journeys, where a 5,000-row insert into the trigram-indexed programs table once
 * took longer.
 */
export async function bulkLoad(db: Db, statements: SQL[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = '300s'`);
    for (const statement of statements) await tx.execute(statement);
  });
}
