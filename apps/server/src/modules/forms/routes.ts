import {
  eligibilityFormsResponseSchema,
  formDefinitionImportResponseSchema,
  formDefinitionSchema,
  formDefinitionsResponseSchema,
  formLoadResponseSchema,
  formLookupPaths,
  formParamsSchema,
  formPaths,
  formSubmissionBodySchema,
  formSubmissionResponseSchema,
  jobTitleQuerySchema,
  jobTitlesResponseSchema,
  racesResponseSchema,
  staffFormParamsSchema,
  staffFormsListParamsSchema,
  zipLookupResponseSchema,
  zipParamsSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { piiCipherFor } from '../../platform/crypto/pii-key.ts';
import { zipLookupFor } from '../../platform/geo/index.ts';
import * as definitions from './definitions-service.ts';
import * as lookups from './lookups-service.ts';
import { listForms, loadForm, type FormsDeps } from './service.ts';
import { submitForm } from './submission.ts';

const tags = ['Eligibility forms'];
const customer = { access: 'customer' } as const;
const staff = { access: 'staff' } as const;
const signedIn = { access: 'authenticated' } as const;
const admin = { access: 'admin' } as const;

export function formsRoutes(app: AppInstance): Promise<void> {
  // Resolving the key here makes a missing production key stop the start, not the first SSN save.
  const deps: FormsDeps = { db: app.db, cipher: piiCipherFor(app.config) };

  // ---- the customer's own forms
  app.get(formPaths.customerList, {
    config: customer,
    schema: { tags, summary: 'My eligibility forms', response: { 200: eligibilityFormsResponseSchema } },
    handler: async (request) => listForms(deps, request.actor),
  });
  app.get(formPaths.customerForm, {
    config: customer,
    schema: { tags, summary: 'Load my form', params: formParamsSchema, response: { 200: formLoadResponseSchema } },
    handler: async (request) => loadForm(deps, request.actor, request.params.formId),
  });
  app.post(formPaths.customerSubmit, {
    config: customer,
    schema: {
      tags,
      summary: 'Save a section (section_id) or complete my form',
      params: formParamsSchema,
      body: formSubmissionBodySchema,
      response: { 200: formSubmissionResponseSchema },
    },
    handler: async (request) => submitForm(deps, request.actor, request.params.formId, request.body),
  });

  // ---- staff, for a customer at one of their locations
  app.get(formPaths.staffList, {
    config: staff,
    schema: {
      tags,
      summary: "A customer's eligibility forms",
      params: staffFormsListParamsSchema,
      response: { 200: eligibilityFormsResponseSchema },
    },
    handler: async (request) => listForms(deps, request.actor, request.params.customerId),
  });
  app.get(formPaths.staffForm, {
    config: staff,
    schema: {
      tags,
      summary: "Load a customer's form",
      params: staffFormParamsSchema,
      response: { 200: formLoadResponseSchema },
    },
    handler: async (request) => loadForm(deps, request.actor, request.params.formId, request.params.customerId),
  });
  app.post(formPaths.staffSubmit, {
    config: staff,
    schema: {
      tags,
      summary: "Save a section of, or complete, a customer's form",
      params: staffFormParamsSchema,
      body: formSubmissionBodySchema,
      response: { 200: formSubmissionResponseSchema },
    },
    handler: async (request) =>
      submitForm(deps, request.actor, request.params.formId, request.body, request.params.customerId),
  });

  // ---- lookups the form screen makes
  app.get(formPaths.races, {
    config: signedIn,
    schema: { tags, summary: 'Race categories', response: { 200: racesResponseSchema } },
    handler: async (request) => lookups.listRaces(app.db, request.actor),
  });
  const lookupZip = zipLookupFor(app);
  app.get(formPaths.zipLookup, {
    config: signedIn,
    schema: {
      tags,
      summary: 'City, state and county of a ZIP code',
      params: zipParamsSchema,
      response: { 200: zipLookupResponseSchema },
    },
    handler: async (request) => lookups.lookupZip(request.actor, lookupZip, request.params.zip),
  });
  app.get(formLookupPaths.jobTitles, {
    config: signedIn,
    schema: {
      tags,
      summary: 'Occupation titles for the job-title question',
      querystring: jobTitleQuerySchema,
      response: { 200: jobTitlesResponseSchema },
    },
    handler: async (request) =>
      lookups.searchJobTitles(app.db, request.actor, request.query.search, request.query.include),
  });

  // ---- admins: definitions as JSON
  app.get(formPaths.definitions, {
    config: admin,
    schema: { tags, summary: 'Form definitions', response: { 200: formDefinitionsResponseSchema } },
    handler: async (request) => definitions.listDefinitions(deps, request.actor),
  });
  app.get(formPaths.definitionExport, {
    config: admin,
    schema: {
      tags,
      summary: 'Export a form definition (JSON download)',
      params: formParamsSchema,
      response: { 200: formDefinitionSchema },
    },
    handler: async (request, reply) => {
      const definition = await definitions.exportDefinition(deps, request.actor, request.params.formId);
      const fileName = `form-${definition.name_short.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`;
      return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(definition);
    },
  });
  app.post(formPaths.definitionImport, {
    config: admin,
    schema: {
      tags,
      summary: 'Import a form definition (same short name updates that form)',
      body: formDefinitionSchema,
      response: { 200: formDefinitionImportResponseSchema },
    },
    handler: async (request) => definitions.importDefinition(deps, request.actor, request.body, request.ip),
  });
  return Promise.resolve();
}
