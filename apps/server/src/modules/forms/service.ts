import type { EligibilityFormItem, FormLoadResponse } from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireCustomer } from '../../platform/access/policies.ts';
import type { PiiCipher } from '../../platform/crypto/pii-cipher.ts';
import { notFound } from '../../platform/http/errors.ts';
import { reachableCustomer } from '../customer-record/service.ts';
import { carriesAnswer, formView, toQuestionResponse, toSectionResponse } from './questions.ts';
import * as repository from './repository.ts';
import { holdsSecret, storedSecrets } from './secrets.ts';

export interface FormsDeps {
  db: Db;
  cipher: PiiCipher;
}

/**
 * Whose form: the signed-in customer's own (no customerId), or, for staff, a customer at one of their locations
 * (the customer record's reachability rule). `staffId` is who to record as the editor.
 */
export async function formSubject(db: Db, actor: Actor, customerId?: number) {
  if (customerId === undefined) {
    const customer = await repository.findCustomer(db, requireCustomer(actor).customerId);
    if (!customer) throw notFound();
    return { customer, staffId: null };
  }
  const { staff, customer } = await reachableCustomer(db, actor, customerId);
  const { id, firstName, lastName, email, phone } = customer;
  return { customer: { id, firstName, lastName, email, phone }, staffId: staff.staffId };
}

export async function listForms(deps: FormsDeps, actor: Actor, customerId?: number) {
  const { customer } = await formSubject(deps.db, actor, customerId);
  const rows = await repository.listFormsWithStatus(deps.db, customer.id);
  const data: EligibilityFormItem[] = rows.map((row) => ({
    id: row.id,
    name_long: row.nameLong,
    name_short: row.nameShort,
    description: row.description,
    detailed_description: row.detailedDescription,
    customer_status: row.status === 'Complete' ? 'Complete' : 'Incomplete',
  }));
  return { data };
}

export async function structureOrNotFound(deps: FormsDeps, formId: number) {
  const structure = await repository.findFormStructure(deps.db, formId);
  if (!structure) throw notFound();
  return structure;
}

/** Spec 3: {form, questions, questionValues}; SSNs come back masked, unanswered questions with their default. */
export async function loadForm(
  deps: FormsDeps,
  actor: Actor,
  formId: number,
  customerId?: number,
): Promise<FormLoadResponse> {
  const { customer } = await formSubject(deps.db, actor, customerId);
  const structure = await structureOrNotFound(deps, formId);
  const view = formView(structure);
  const stored = await repository.findResponse(deps.db, formId, customer.id);
  const answers = stored?.response.answers ?? {};
  const secrets = storedSecrets(stored?.secrets ?? [], deps.cipher);
  const states = stored?.response.sectionStates ?? {};

  const questionValues: Record<string, unknown> = {};
  for (const question of view.questions.filter(carriesAnswer)) {
    const value = holdsSecret(question, secrets)
      ? secrets.get(question.identifier)?.masked
      : answers[question.identifier];
    if (value !== undefined && value !== null) questionValues[question.identifier] = value;
    else if (question.default !== null) questionValues[question.identifier] = question.default;
  }

  const { form } = structure;
  return {
    form: {
      id: form.id,
      name_short: form.nameShort,
      name_long: form.nameLong,
      instructions: form.instructions,
      show_section_components: form.showSectionComponents,
      requires_self_attestation: form.requiresSelfAttestation,
      settings: { useLastFourSsn: form.settings.useLastFourSsn },
      sections: view.sections.map((section) => toSectionResponse(section, states[section.key])),
      customer_status: stored?.response.status === 'Complete' ? 'Complete' : 'Incomplete',
      customer: {
        id: customer.id,
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.email,
        phone: customer.phone,
      },
    },
    questions: view.questions.map(toQuestionResponse),
    questionValues,
  };
}
