import { eq, inArray, sql } from 'drizzle-orm';
import { formDefinitionSchema, type FormDefinition } from '@portal/contracts';
import type { DbOrTx } from '../../client.ts';
import { saveFormDefinition } from '../../forms/store.ts';
import { forms, races } from '../../schema/index.ts';
import { wioaAdultForm } from './wioa-adult.ts';
import { wioaYouthForm } from './wioa-youth.ts';

/** The seeded forms, parsed by the same schema an admin import uses (so a bad seed fails loudly). */
export const seedFormDefinitions: readonly FormDefinition[] = [wioaAdultForm, wioaYouthForm].map((form) =>
  formDefinitionSchema.parse(form),
);
export const wioaAdultDefinition = seedFormDefinitions[0]!;
export const wioaYouthDefinition = seedFormDefinitions[1]!;

/**
 * The race categories of federal reporting (the five minimum categories), in our wording, plus the exclusive
 * option 13 for a person who does not self-identify.
 */
export const raceSeed = [
  {
    id: 1,
    displayName: 'American Indian or Alaska Native',
    description:
      'Origins in any of the original peoples of North, Central or South America who keep a tribal affiliation or community attachment.',
  },
  {
    id: 2,
    displayName: 'Asian',
    description: 'Origins in any of the original peoples of East Asia, Southeast Asia or the Indian subcontinent.',
  },
  {
    id: 3,
    displayName: 'Black or African American',
    description: 'Origins in any of the Black racial groups of Africa.',
  },
  {
    id: 4,
    displayName: 'Native Hawaiian or Other Pacific Islander',
    description: 'Origins in any of the original peoples of Hawaii, Guam, Samoa or other Pacific Islands.',
  },
  {
    id: 5,
    displayName: 'White',
    description: 'Origins in any of the original peoples of Europe, the Middle East or North Africa.',
  },
  {
    id: 13,
    displayName: 'I do not wish to answer',
    description: 'Did not self-identify. Choosing this clears any other answer.',
  },
] as const;

export async function seedRaces(db: DbOrTx) {
  await db
    .insert(races)
    .values([...raceSeed])
    .onConflictDoUpdate({
      target: races.id,
      set: { displayName: sql`excluded.display_name`, description: sql`excluded.description` },
    });
}

/** Saves each seeded form that does not exist yet; a form an admin has since re-imported is left alone. */
export async function seedForms(db: DbOrTx): Promise<Record<string, number>> {
  const names = seedFormDefinitions.map((form) => form.name_short);
  const existing = await db
    .select({ id: forms.id, nameShort: forms.nameShort })
    .from(forms)
    .where(inArray(forms.nameShort, names));
  const ids: Record<string, number> = Object.fromEntries(existing.map((row) => [row.nameShort, row.id]));
  for (const definition of seedFormDefinitions) {
    ids[definition.name_short] ??= (await saveFormDefinition(db, definition)).id;
  }
  return ids;
}

export async function formIdByName(db: DbOrTx, nameShort: string): Promise<number | null> {
  const [row] = await db.select({ id: forms.id }).from(forms).where(eq(forms.nameShort, nameShort));
  return row?.id ?? null;
}
