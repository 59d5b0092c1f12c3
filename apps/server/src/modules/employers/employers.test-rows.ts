import type { DbOrTx } from '@portal/db';
import { schema } from '@portal/db';

let sequence = 0;

/** A contact row written directly, for tests that need one to exist. */
export async function createEmployerLocationUser(db: DbOrTx, employerLocationId: number) {
  const n = ++sequence;
  const [row] = await db
    .insert(schema.employerLocationUsers)
    .values({
      employerLocationId,
      name: `Contact ${n}`,
      title: 'Recruiter',
      email: `contact.${n}.${Date.now()}@rows.example`,
      phone: '(303) 555-0199',
    })
    .returning();
  return row!;
}
