import type { DbOrTx } from '../client.ts';
import { documents, formResponses, type StoredSectionState } from '../schema/index.ts';
import { seedForms, seedRaces } from '../seed/forms/index.ts';

/** The two seeded forms and the race list; returns the forms' ids by short name. */
export async function createSeedForms(db: DbOrTx) {
  await seedRaces(db);
  return seedForms(db);
}

export interface FormResponseOverrides {
  formId: number;
  customerId: number;
  answers?: Record<string, unknown>;
  /** Keyed by section key. */
  sectionStates?: Record<string, StoredSectionState>;
  status?: 'Incomplete' | 'Complete';
  updatedByStaffId?: number | null;
}

/** A stored draft or completed response (answers without SSNs: those are encrypted by the server). */
export async function createFormResponse(db: DbOrTx, overrides: FormResponseOverrides) {
  const { status = 'Incomplete', answers = {}, sectionStates = {}, ...values } = overrides;
  const [row] = await db
    .insert(formResponses)
    .values({ ...values, status, answers, sectionStates, completedAt: status === 'Complete' ? new Date() : null })
    .returning();
  return row!;
}

let sequence = 0;

/** A document row of a customer (the file itself is not written; tests of answers only need the row). */
export async function createCustomerDocument(
  db: DbOrTx,
  customerId: number,
  overrides: Partial<typeof documents.$inferInsert> = {},
) {
  const n = ++sequence;
  const [row] = await db
    .insert(documents)
    .values({
      name: `layoff-notice-${n}.pdf`,
      originalFilename: `layoff-notice-${n}.pdf`,
      path: `test/forms/${Date.now()}-${n}-${Math.random().toString(36).slice(2)}.pdf`,
      size: 1024,
      mime: 'application/pdf',
      customerId,
      creatorGuard: 'customer',
      creatorUserId: customerId,
      ...overrides,
    })
    .returning();
  return row!;
}

export { seedFormDefinitions, wioaAdultDefinition, wioaYouthDefinition } from '../seed/forms/index.ts';
