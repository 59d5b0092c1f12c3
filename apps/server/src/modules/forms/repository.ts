import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';
import { schema } from '@portal/db';

const {
  customers,
  documents,
  formQuestions,
  formResponses,
  formSecretAnswers,
  forms,
  formSections,
  occupations,
  races,
} = schema;

export type FormRow = typeof forms.$inferSelect;
export type SectionRow = typeof formSections.$inferSelect;
export type QuestionRow = typeof formQuestions.$inferSelect;
export type ResponseRow = typeof formResponses.$inferSelect;
export type SecretRow = typeof formSecretAnswers.$inferSelect;

export async function findCustomer(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row ?? null;
}

/** Every form with this customer's status (Incomplete when they have no response). */
export async function listFormsWithStatus(db: DbOrTx, customerId: number) {
  return db
    .select({
      id: forms.id,
      nameLong: forms.nameLong,
      nameShort: forms.nameShort,
      description: forms.description,
      detailedDescription: forms.detailedDescription,
      status: formResponses.status,
    })
    .from(forms)
    .leftJoin(formResponses, and(eq(formResponses.formId, forms.id), eq(formResponses.customerId, customerId)))
    .orderBy(asc(forms.id));
}

export interface FormStructure {
  form: FormRow;
  sections: SectionRow[];
  questions: QuestionRow[];
}

export async function findFormStructure(db: DbOrTx, formId: number): Promise<FormStructure | null> {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId));
  if (!form) return null;
  const [sections, questions] = await Promise.all([
    db.select().from(formSections).where(eq(formSections.formId, formId)).orderBy(asc(formSections.order)),
    db.select().from(formQuestions).where(eq(formQuestions.formId, formId)).orderBy(asc(formQuestions.order)),
  ]);
  return { form, sections, questions };
}

export async function findResponse(db: DbOrTx, formId: number, customerId: number) {
  const [response] = await db
    .select()
    .from(formResponses)
    .where(and(eq(formResponses.formId, formId), eq(formResponses.customerId, customerId)));
  if (!response) return null;
  const secrets = await db.select().from(formSecretAnswers).where(eq(formSecretAnswers.responseId, response.id));
  return { response, secrets };
}

export type ResponseValues = Pick<
  typeof formResponses.$inferInsert,
  'status' | 'answers' | 'sectionStates' | 'signature' | 'updatedByStaffId' | 'completedAt'
>;

/** Insert or update the one response of (form, customer); returns its id. */
export async function upsertResponse(db: DbOrTx, formId: number, customerId: number, values: ResponseValues) {
  const [row] = await db
    .insert(formResponses)
    .values({ formId, customerId, ...values })
    .onConflictDoUpdate({
      target: [formResponses.formId, formResponses.customerId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning({ id: formResponses.id });
  return row!.id;
}

export async function saveSecret(
  db: DbOrTx,
  responseId: number,
  identifier: string,
  ciphertext: string,
  lastFour: string,
) {
  await db
    .insert(formSecretAnswers)
    .values({ responseId, identifier, ciphertext, lastFour })
    .onConflictDoUpdate({
      target: [formSecretAnswers.responseId, formSecretAnswers.identifier],
      set: { ciphertext, lastFour, updatedAt: sql`now()` },
    });
}

export async function deleteSecret(db: DbOrTx, responseId: number, identifier: string) {
  await db
    .delete(formSecretAnswers)
    .where(and(eq(formSecretAnswers.responseId, responseId), eq(formSecretAnswers.identifier, identifier)));
}

/** The ids among `ids` that are live documents of this customer. */
export async function customerDocumentIds(db: DbOrTx, customerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, ids), eq(documents.customerId, customerId), isNull(documents.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

export async function existingOccupationIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: occupations.id }).from(occupations).where(inArray(occupations.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function listRaces(db: DbOrTx) {
  return db.select().from(races).orderBy(asc(races.id));
}

/** Occupation titles containing the search text, accent- and case-insensitively, shortest first. */
export async function searchJobTitles(db: DbOrTx, search: string, limit: number) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: occupations.id, title: occupations.title })
    .from(occupations)
    .where(ilike(sql`unaccent(${occupations.title})`, sql`unaccent(${pattern})`))
    .orderBy(asc(sql`length(${occupations.title})`), asc(occupations.title))
    .limit(limit);
}

export async function findJobTitle(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: occupations.id, title: occupations.title })
    .from(occupations)
    .where(eq(occupations.id, id));
  return row ?? null;
}

export async function listDefinitions(db: DbOrTx) {
  const sectionCounts = db
    .select({ formId: formSections.formId, n: count().as('sections') })
    .from(formSections)
    .groupBy(formSections.formId)
    .as('section_counts');
  const questionCounts = db
    .select({ formId: formQuestions.formId, n: count().as('questions') })
    .from(formQuestions)
    .groupBy(formQuestions.formId)
    .as('question_counts');
  return db
    .select({
      id: forms.id,
      nameShort: forms.nameShort,
      nameLong: forms.nameLong,
      updatedAt: forms.updatedAt,
      sections: sql<number>`coalesce(${sectionCounts.n}, 0)::int`,
      questions: sql<number>`coalesce(${questionCounts.n}, 0)::int`,
    })
    .from(forms)
    .leftJoin(sectionCounts, eq(sectionCounts.formId, forms.id))
    .leftJoin(questionCounts, eq(questionCounts.formId, forms.id))
    .orderBy(asc(forms.id));
}

/** Identifiers of the form (by short name) under which some response keeps an encrypted answer. */
export async function secretAnswerIdentifiers(db: DbOrTx, nameShort: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ identifier: formSecretAnswers.identifier })
    .from(formSecretAnswers)
    .innerJoin(formResponses, eq(formResponses.id, formSecretAnswers.responseId))
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(forms.nameShort, nameShort));
  return new Set(rows.map((row) => row.identifier));
}
