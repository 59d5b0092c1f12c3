import { and, eq, isNull } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';
import type { StaffActor } from '../../platform/access/actor.ts';
import { staffReachesLocation } from '../../platform/access/policies.ts';

const { employerDocuments, employers } = schema;

/** A document filed on a live employer is open to the staff who reach that employer (its originator location). */
export async function staffReachesEmployerDocument(db: DbOrTx, actor: StaffActor, documentId: number) {
  const [row] = await db
    .select({ originator: employers.accountOriginatorLocationId })
    .from(employerDocuments)
    .innerJoin(employers, eq(employers.id, employerDocuments.employerId))
    .where(and(eq(employerDocuments.documentId, documentId), isNull(employers.deletedAt)));
  return row !== undefined && staffReachesLocation(actor, row.originator);
}
