import type { FormDefinition } from '@portal/contracts';
import { exportFormDefinition, saveFormDefinition } from '@portal/db/forms';
import type { Actor } from '../../platform/access/actor.ts';
import { isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
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

/** A definition whose short name exists replaces that form in place (see saveFormDefinition); answers survive. */
export async function importDefinition(deps: FormsDeps, actor: Actor, definition: FormDefinition, ip: string) {
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
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
