import { customerRecordPath as fill, formConstants, formLookupPaths, formPaths } from '@portal/contracts';
import { createCustomerDocument, createSeedForms, wioaYouthDefinition } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

// The world's customers are at location A: its case manager, its admin and the agency admin reach them; the case
// manager of location B does not. Customers only ever reach their own forms (the customer paths name no customer).
const staffAtA = ['caseManager', 'admin', 'agencyAdmin'] as const;
const customers = ['customer', 'anotherCustomer'] as const;
const signedIn = [...customers, 'caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;
const admins = ['admin', 'agencyAdmin'] as const;

async function youthFormId({ db }: MatrixContext) {
  const ids = await createSeedForms(db);
  return ids[wioaYouthDefinition.name_short]!;
}

const attestationOf = ({ world }: MatrixContext) => ({
  section_id: formConstants.selfAttestationQuestionId,
  answers: { self_attestation: { firstName: world.customer.firstName, lastName: world.customer.lastName } },
});

const staffPath = (path: string) => async (context: MatrixContext) =>
  fill(path, { customerId: context.world.customer.id, formId: await youthFormId(context) });

describeAccessMatrix('eligibility forms', [
  { method: 'GET', url: () => formPaths.customerList, allowed: customers, name: 'my forms' },
  {
    method: 'GET',
    url: async (context) => fill(formPaths.customerForm, { formId: await youthFormId(context) }),
    allowed: customers,
    name: 'my form',
  },
  {
    method: 'POST',
    url: async (context) => fill(formPaths.customerSubmit, { formId: await youthFormId(context) }),
    body: attestationOf,
    allowed: customers,
    name: 'my form: save a section',
  },
  {
    method: 'GET',
    url: (context) => fill(formPaths.staffList, { customerId: context.world.customer.id }),
    allowed: staffAtA,
    name: "a customer's forms",
  },
  { method: 'GET', url: staffPath(formPaths.staffForm), allowed: staffAtA, name: "a customer's form" },
  {
    method: 'POST',
    url: staffPath(formPaths.staffSubmit),
    body: attestationOf,
    allowed: staffAtA,
    name: "a customer's form: save a section",
  },
  { method: 'GET', url: () => formPaths.races, allowed: signedIn, name: 'races' },
  { method: 'GET', url: () => fill(formPaths.zipLookup, { zip: 80204 }), allowed: signedIn, name: 'zip lookup' },
  { method: 'GET', url: () => `${formLookupPaths.jobTitles}?search=nurse`, allowed: signedIn, name: 'job titles' },
  { method: 'GET', url: () => formPaths.definitions, allowed: admins, name: 'definitions' },
  {
    method: 'GET',
    url: async (context) => fill(formPaths.definitionExport, { formId: await youthFormId(context) }),
    allowed: admins,
    name: 'export a definition',
  },
  {
    method: 'POST',
    url: () => formPaths.definitionImport,
    body: () => ({ ...wioaYouthDefinition, name_long: 'WIOA Youth Eligibility' }),
    allowed: admins,
    name: 'import a definition',
  },
]);

describeAccessMatrix('documents for form answers', [
  {
    method: 'GET',
    url: async ({ db, world }) =>
      `${formLookupPaths.documentsByIds}?ids[]=${(await createCustomerDocument(db, world.customer.id)).id}`,
    allowed: signedIn,
    name: 'documents by ids (unreachable ones are left out)',
  },
  {
    method: 'DELETE',
    url: async ({ db, world }) =>
      fill(formLookupPaths.document, { id: (await createCustomerDocument(db, world.customer.id)).id }),
    allowed: ['customer', ...staffAtA],
    // Another customer's document is not disclosed.
    deniedStatus: { anotherCustomer: 404 },
    name: 'delete a document',
  },
]);
