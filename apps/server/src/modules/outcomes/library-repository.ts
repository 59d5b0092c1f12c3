import { and, asc, eq, isNull } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';
import type { OutcomeTemplatePlan } from '@portal/db/schema';

/** The outcome library's templates (ADR 0043): read, written and retired by admins, copied into customers' plans. */

const { outcomeTemplates } = schema;

export interface TemplateRow {
  id: number;
  name: string;
  description: string;
  plan: OutcomeTemplatePlan;
}

export const templateColumns = {
  id: outcomeTemplates.id,
  name: outcomeTemplates.name,
  description: outcomeTemplates.description,
  plan: outcomeTemplates.plan,
};

/** The library outcomes still offered, by name. */
export async function listTemplates(db: DbOrTx): Promise<TemplateRow[]> {
  return db
    .select(templateColumns)
    .from(outcomeTemplates)
    .where(isNull(outcomeTemplates.archivedAt))
    .orderBy(asc(outcomeTemplates.name), asc(outcomeTemplates.id));
}

export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | null> {
  const [row] = await db
    .select(templateColumns)
    .from(outcomeTemplates)
    .where(and(eq(outcomeTemplates.id, id), isNull(outcomeTemplates.archivedAt)));
  return row ?? null;
}

export interface TemplateValues {
  name: string;
  description: string;
  plan: OutcomeTemplatePlan;
}

export async function insertTemplate(db: DbOrTx, values: TemplateValues, createdBy: number): Promise<number> {
  const [row] = await db
    .insert(outcomeTemplates)
    .values({ ...values, createdBy })
    .returning({ id: outcomeTemplates.id });
  return row!.id;
}

export async function updateTemplate(db: DbOrTx, id: number, values: TemplateValues): Promise<boolean> {
  const rows = await db
    .update(outcomeTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(outcomeTemplates.id, id), isNull(outcomeTemplates.archivedAt)))
    .returning({ id: outcomeTemplates.id });
  return rows.length > 0;
}

export async function archiveTemplate(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(outcomeTemplates)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(outcomeTemplates.id, id), isNull(outcomeTemplates.archivedAt)))
    .returning({ id: outcomeTemplates.id });
  return rows.length > 0;
}
