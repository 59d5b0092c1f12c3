import { formDefinitionMessages, type FormDefinition } from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import { exportFormDefinition, saveFormDefinition } from '@portal/db/forms';
import type { Actor } from '../../platform/access/actor.ts';
import { isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { FormsDeps } from './service.ts';
import * as repository from './repository.ts';

function requireAdmin(actor: Actor) {
  const staff = requireStaff(actor);
  if (!isAdmin(staff)) throw forbidden();
  return staff;
}

export async function listDefinitions(deps: FormsDeps, actor: Actor) {
  requireAdmin(actor);
  const rows = await repository.listDefinitions(deps.db);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name_short: row.nameShort,
      name_long: row.nameLong,
      sections: row.sections,
      questions: row.questions,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

export async function exportDefinition(deps: FormsDeps, actor: Actor, formId: number): Promise<FormDefinition> {
  requireAdmin(actor);
  const definition = await exportFormDefinition(deps.db, formId);
  if (!definition) throw notFound();
  return definition;
}

/**
 * A definition whose short name exists replaces that form in place (see saveFormDefinition); answers survive. A
 * question under which SSNs are stored encrypted must stay an SSN question: as any other control its next save would
 * write the number in clear.
 */
export async function importDefinition(deps: FormsDeps, actor: Actor, definition: FormDefinition, ip: string) {
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
    await refuseExposedSecrets(tx, definition);
    const saved = await saveFormDefinition(tx, definition);
    await audit(tx, {
      actor,
      action: saved.created ? 'forms.definition.create' : 'forms.definition.update',
      entityType: 'form',
      entityId: saved.id,
      ip,
    });
    return saved;
  });
}

async function refuseExposedSecrets(db: DbOrTx, definition: FormDefinition): Promise<void> {
  const secret = await repository.secretAnswerIdentifiers(db, definition.name_short);
  if (secret.size === 0) return;
  const errors: Record<string, string[]> = {};
  for (const [sectionIndex, section] of definition.sections.entries()) {
    for (const [questionIndex, question] of section.questions.entries()) {
      if (secret.has(question.identifier) && question.component !== 'social-security-number') {
        errors[`sections.${sectionIndex}.questions.${questionIndex}.component`] = [
          formDefinitionMessages.secretQuestionChanged(question.identifier),
        ];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
