import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';

const {
  documents,
  eligibilityDecisionDocuments,
  eligibilityDecisions,
  programApplications,
  programFollowUps,
  serviceLogEnrollments,
  serviceLogPrograms,
  staffUsers,
} = schema;

const staffName = sql<string>`coalesce(${staffUsers.firstName} || ' ' || ${staffUsers.lastName}, '')`;

export function listPrograms(db: DbOrTx) {
  return db
    .select({
      id: serviceLogPrograms.id,
      name: serviceLogPrograms.name,
      eligibilityFormId: serviceLogPrograms.eligibilityFormId,
      eligibilityQuestion: serviceLogPrograms.eligibilityQuestion,
    })
    .from(serviceLogPrograms)
    .where(eq(serviceLogPrograms.active, true))
    .orderBy(asc(serviceLogPrograms.name));
}

export function listApplications(db: DbOrTx, customerId: number) {
  return db
    .select({
      id: programApplications.id,
      programId: programApplications.programId,
      programName: serviceLogPrograms.name,
      status: programApplications.status,
      openedAt: programApplications.openedAt,
      openedBy: staffName,
    })
    .from(programApplications)
    .innerJoin(serviceLogPrograms, eq(serviceLogPrograms.id, programApplications.programId))
    .innerJoin(staffUsers, eq(staffUsers.id, programApplications.openedBy))
    .where(eq(programApplications.customerId, customerId))
    .orderBy(desc(programApplications.openedAt), desc(programApplications.id));
}

export function listDecisions(db: DbOrTx, customerId: number) {
  return db
    .select({
      id: eligibilityDecisions.id,
      applicationId: eligibilityDecisions.applicationId,
      decision: eligibilityDecisions.decision,
      reason: eligibilityDecisions.reason,
      decidedAt: eligibilityDecisions.decidedAt,
      decidedBy: staffName,
    })
    .from(eligibilityDecisions)
    .innerJoin(staffUsers, eq(staffUsers.id, eligibilityDecisions.decidedBy))
    .where(eq(eligibilityDecisions.customerId, customerId));
}

export function listDecisionDocuments(db: DbOrTx, decisionIds: number[]) {
  if (!decisionIds.length) return Promise.resolve([]);
  return db
    .select({ decisionId: eligibilityDecisionDocuments.decisionId, id: documents.id, name: documents.name })
    .from(eligibilityDecisionDocuments)
    .innerJoin(documents, eq(documents.id, eligibilityDecisionDocuments.documentId))
    .where(inArray(eligibilityDecisionDocuments.decisionId, decisionIds));
}

/** The customer's live documents (not deleted), newest first. */
export function liveDocuments(db: DbOrTx, customerId: number) {
  return db
    .select({ id: documents.id, name: documents.name, category: documents.documentCategory })
    .from(documents)
    .where(and(eq(documents.customerId, customerId), isNull(documents.deletedAt)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export async function insertApplication(
  db: DbOrTx,
  values: { customerId: number; programId: number; openedBy: number },
): Promise<number | null> {
  // The partial unique index keeps one open application per program; a second one is no row, not an error.
  const [row] = await db
    .insert(programApplications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: programApplications.id });
  return row?.id ?? null;
}

/** The application, locked for its decision. */
export async function lockApplication(db: DbOrTx, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(programApplications)
    .where(and(eq(programApplications.id, id), eq(programApplications.customerId, customerId)))
    .for('update');
  return row ?? null;
}

export async function insertDecision(
  db: DbOrTx,
  values: typeof eligibilityDecisions.$inferInsert,
  documentIds: number[],
): Promise<number> {
  const [row] = await db.insert(eligibilityDecisions).values(values).returning({ id: eligibilityDecisions.id });
  if (documentIds.length)
    await db
      .insert(eligibilityDecisionDocuments)
      .values(documentIds.map((documentId) => ({ decisionId: row!.id, documentId })));
  await db
    .update(programApplications)
    .set({ status: values.decision, decidedAt: sql`now()` })
    .where(eq(programApplications.id, values.applicationId));
  return row!.id;
}

export function listEnrollments(db: DbOrTx, customerId: number) {
  return db
    .select({
      id: serviceLogEnrollments.id,
      programId: serviceLogEnrollments.programId,
      programName: serviceLogPrograms.name,
      isCommonExit: serviceLogPrograms.isCommonExit,
      createdAt: serviceLogEnrollments.createdAt,
      lastServiceAt: serviceLogEnrollments.lastServiceAt,
      exitAt: serviceLogEnrollments.exitAt,
      exitReason: serviceLogEnrollments.exitReason,
      exitKind: serviceLogEnrollments.exitKind,
    })
    .from(serviceLogEnrollments)
    .innerJoin(serviceLogPrograms, eq(serviceLogPrograms.id, serviceLogEnrollments.programId))
    .where(eq(serviceLogEnrollments.customerId, customerId))
    .orderBy(sql`${serviceLogEnrollments.exitAt} is not null`, desc(serviceLogEnrollments.createdAt));
}

export function listFollowUps(db: DbOrTx, customerId: number) {
  return db
    .select({
      id: programFollowUps.id,
      enrollmentId: programFollowUps.enrollmentId,
      programName: serviceLogPrograms.name,
      quarter: programFollowUps.quarter,
      dueOn: programFollowUps.dueOn,
      answeredAt: programFollowUps.answeredAt,
      employed: programFollowUps.employed,
      credentialAttained: programFollowUps.credentialAttained,
      wageRecordId: programFollowUps.wageRecordId,
      performanceRecordId: programFollowUps.performanceRecordId,
    })
    .from(programFollowUps)
    .innerJoin(serviceLogEnrollments, eq(serviceLogEnrollments.id, programFollowUps.enrollmentId))
    .innerJoin(serviceLogPrograms, eq(serviceLogPrograms.id, serviceLogEnrollments.programId))
    .where(eq(programFollowUps.customerId, customerId))
    .orderBy(asc(programFollowUps.dueOn), asc(programFollowUps.id));
}

export async function lockFollowUp(db: DbOrTx, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(programFollowUps)
    .where(and(eq(programFollowUps.id, id), eq(programFollowUps.customerId, customerId)))
    .for('update');
  return row ?? null;
}

export async function saveFollowUpAnswers(
  db: DbOrTx,
  id: number,
  values: Pick<
    typeof programFollowUps.$inferInsert,
    'answeredBy' | 'employed' | 'employerName' | 'jobTitle' | 'hourlyWage' | 'credentialAttained'
  > & { wageRecordId: number | null; performanceRecordId: number | null },
) {
  await db
    .update(programFollowUps)
    .set({ ...values, answeredAt: sql`now()` })
    .where(eq(programFollowUps.id, id));
}
