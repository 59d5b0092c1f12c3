import type { DbOrTx } from '../client.ts';
import { createFormResponse } from '../factories/forms.ts';
import { formIdByName, seedForms, wioaAdultDefinition } from './forms/index.ts';

/**
 * The demo customer has started the WIOA Adult form: Background is done, About You is saved without the SSN (so it
 * still needs an answer), the rest is empty. The form screen opens on a real draft.
 */
export async function seedFormsDemo(tx: DbOrTx, customer: { id: number; firstName: string; email: string | null }) {
  await seedForms(tx);
  const formId = await formIdByName(tx, wioaAdultDefinition.name_short);
  if (formId === null) return;
  await createFormResponse(tx, {
    formId,
    customerId: customer.id,
    answers: {
      primary_phone: '3035550148',
      current_email: customer.email ?? '',
      primary_address: {
        lookup: '1550 Larimer St, Denver, CO 80202',
        address: '1550 Larimer St',
        address2: 'Apt 4',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        county: 'Denver',
        latitude: 39.7491,
        longitude: -104.9947,
      },
      date_of_birth: '1988-04-12',
      birth_sex: 'female',
      intake_channel: 'online',
      program_year: 'PY2026',
      races: [5],
      hispanic_latino: 'yes',
      veteran_status: 'none',
      has_disability: false,
      barriers: ['single_parent'],
    },
    sectionStates: {
      about_you: { completed: false, error: true },
      background: { completed: true, error: false },
    },
  });
}
