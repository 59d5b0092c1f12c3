import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import {
  formDefinitionFormat,
  type FormDefinition,
  type QuestionComponent,
  type QuestionControl,
} from '@portal/contracts';
import type { DbOrTx } from '../client.ts';
import { formQuestions, forms, formSections } from '../schema/index.ts';

/**
 * The one writer of form definitions: the seed and the admin import both call saveFormDefinition with a definition
 * already parsed by formDefinitionSchema. A definition whose short name exists updates that form in place: sections
 * are matched by key and questions by identifier, so their ids (and the answers keyed by identifier) survive a
 * re-import; sections and questions missing from the new definition are removed.
 */
export async function saveFormDefinition(
  db: DbOrTx,
  definition: FormDefinition,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const values = {
      nameShort: definition.name_short,
      nameLong: definition.name_long,
      description: definition.description,
      detailedDescription: definition.detailed_description,
      instructions: definition.instructions,
      showSectionComponents: definition.show_section_components,
      requiresSelfAttestation: definition.requires_self_attestation,
      settings: definition.settings,
    };
    const [form] = await tx
      .insert(forms)
      .values(values)
      .onConflictDoUpdate({ target: forms.nameShort, set: { ...values, updatedAt: sql`now()` } })
      // xmax = 0 only on a freshly inserted row.
      .returning({ id: forms.id, created: sql<boolean>`(xmax = 0)` });
    const formId = form!.id;

    const sectionKeys = definition.sections.map((section) => section.key);
    const identifiers = definition.sections.flatMap((section) => section.questions.map((q) => q.identifier));
    await tx
      .delete(formQuestions)
      .where(and(eq(formQuestions.formId, formId), notInArray(formQuestions.identifier, identifiers)));
    await tx
      .delete(formSections)
      .where(and(eq(formSections.formId, formId), notInArray(formSections.key, sectionKeys)));

    for (const [sectionIndex, section] of definition.sections.entries()) {
      const sectionValues = {
        formId,
        key: section.key,
        name: section.name,
        description: section.description,
        order: sectionIndex + 1,
      };
      const [row] = await tx
        .insert(formSections)
        .values(sectionValues)
        .onConflictDoUpdate({ target: [formSections.formId, formSections.key], set: sectionValues })
        .returning({ id: formSections.id });
      const sectionId = row!.id;
      const questionRows = section.questions.map((question, questionIndex) => ({
        formId,
        sectionId,
        identifier: question.identifier,
        control: question.control,
        component: question.component,
        text: question.text,
        description: question.description,
        required: question.required,
        order: questionIndex + 1,
        options: question.options,
        inputMask: question.input_mask,
        default: question.default ?? null,
        hidden: question.hidden,
        readonly: question.readonly,
        href: question.href,
      }));
      await tx
        .insert(formQuestions)
        .values(questionRows)
        .onConflictDoUpdate({
          target: [formQuestions.formId, formQuestions.identifier],
          set: {
            sectionId: sql`excluded.section_id`,
            control: sql`excluded.control`,
            component: sql`excluded.component`,
            text: sql`excluded.text`,
            description: sql`excluded.description`,
            required: sql`excluded.required`,
            order: sql`excluded."order"`,
            options: sql`excluded.options`,
            inputMask: sql`excluded.input_mask`,
            default: sql`excluded."default"`,
            hidden: sql`excluded.hidden`,
            readonly: sql`excluded.readonly`,
            href: sql`excluded.href`,
          },
        });
    }
    return { id: formId, created: form!.created };
  });
}

/** The stored form as a definition; saving it again yields the same form (the round-trip test holds us to it). */
export async function exportFormDefinition(db: DbOrTx, formId: number): Promise<FormDefinition | null> {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId));
  if (!form) return null;
  const sections = await db
    .select()
    .from(formSections)
    .where(eq(formSections.formId, formId))
    .orderBy(asc(formSections.order), asc(formSections.id));
  const questions = await db
    .select()
    .from(formQuestions)
    .where(eq(formQuestions.formId, formId))
    .orderBy(asc(formQuestions.order), asc(formQuestions.id));
  return {
    format: formDefinitionFormat,
    name_short: form.nameShort,
    name_long: form.nameLong,
    description: form.description,
    detailed_description: form.detailedDescription,
    instructions: form.instructions,
    show_section_components: form.showSectionComponents,
    requires_self_attestation: form.requiresSelfAttestation,
    settings: { useLastFourSsn: form.settings.useLastFourSsn },
    sections: sections.map((section) => ({
      key: section.key,
      name: section.name,
      description: section.description,
      questions: questions
        .filter((question) => question.sectionId === section.id)
        .map((question) => ({
          identifier: question.identifier,
          control: question.control as QuestionControl,
          component: question.component as QuestionComponent | null,
          text: question.text,
          description: question.description,
          required: question.required,
          options: question.options,
          input_mask: question.inputMask,
          default: question.default ?? null,
          hidden: question.hidden,
          readonly: question.readonly,
          href: question.href,
        })),
    })),
  };
}
