import {
  authPaths,
  clusterSavePaths,
  clusterSurveyApi,
  customerIntakePaths,
  customerPaths,
  customerRecordPath as fill,
  documentPaths,
  employerPaths,
  experiencePaths,
  formLookupPaths,
  formPaths,
  jobBoardPaths,
  jobPostPaths,
  occupationPaths,
  programPaths,
  alertPaths,
  reminderPaths,
  groupPaths,
  serviceTrackerPaths,
  dynamicQueryPaths,
  skillsSurveyPaths,
  serviceCatalogPaths,
  referralPaths,
  resumePaths,
  fundingPaths,
  customerHomePaths,
} from '@portal/contracts';
import { caseFileNotCustomerWrites } from './case-file-writes.fixtures.ts';
import {
  customerAccountCustomerWrites,
  customerAccountNotCustomerWrites,
} from '../../modules/customer-account/customer-account.fixtures.ts';
import { outcomeCustomerWrites, outcomeNotCustomerWrites } from '../../modules/outcomes/outcomes.fixtures.ts';
import type { Call } from './customer-writable.fixtures.ts';

/*
 * The state-changing routes a customer's own session writes through, and those that write nothing of a customer,
 * for customer-writable.test.ts (docs/decisions/0010-read-only-customers.md).
 */

const customerSurvey = clusterSurveyApi('customer');
const guestSurvey = clusterSurveyApi('guest');

/**
 * Routes a customer's own session writes through (the customer is the session's). The guard runs before the body is
 * read, so the bodies need not be valid.
 */
export const customerWrites: Record<string, Call> = {
  ...customerAccountCustomerWrites,
  [`POST ${experiencePaths.jobs}`]: { url: experiencePaths.jobs, body: {} },
  [`PUT ${experiencePaths.jobs}/:id`]: { url: `${experiencePaths.jobs}/1`, body: {} },
  [`DELETE ${experiencePaths.jobs}/:id`]: { url: `${experiencePaths.jobs}/1` },
  [`POST ${experiencePaths.educations}`]: { url: experiencePaths.educations, body: {} },
  [`PUT ${experiencePaths.educations}/:id`]: { url: `${experiencePaths.educations}/1`, body: {} },
  [`DELETE ${experiencePaths.educations}/:id`]: { url: `${experiencePaths.educations}/1` },
  [`POST ${occupationPaths.save}`]: { url: occupationPaths.save, body: {} },
  [`POST ${programPaths.search}/:id`]: { url: `${programPaths.search}/1` },
  [`POST ${customerSurvey.save}`]: { url: customerSurvey.save, body: {} },
  [`PUT ${customerSurvey.base}/:id`]: { url: customerSurvey.update(1), body: {} },
  [`POST ${clusterSavePaths.saveCluster}`]: { url: clusterSavePaths.saveCluster, body: {} },
  [`PUT ${skillsSurveyPaths.save}`]: { url: skillsSurveyPaths.save, body: {} },
  [`POST ${formPaths.customerSubmit}`]: { url: fill(formPaths.customerSubmit, { formId: 1 }), body: { answers: {} } },
  [`POST ${documentPaths.documents}`]: { url: documentPaths.documents, body: {} },
  [`DELETE ${formLookupPaths.document}`]: { url: fill(formLookupPaths.document, { id: 1 }) },
  [`POST ${referralPaths.createFromCatalog}`]: { url: referralPaths.createFromCatalog, body: {} },
  [`PUT ${customerHomePaths.impactQuestions}`]: { url: customerHomePaths.impactQuestions, body: {} },
  [`PUT ${customerHomePaths.avatar}`]: { url: customerHomePaths.avatar, body: {} },
  [`DELETE ${customerHomePaths.avatar}`]: { url: customerHomePaths.avatar },
  ...outcomeCustomerWrites,
};

/** State-changing routes that write nothing belonging to an existing customer, and why. */
export const notCustomerWrites: Record<string, string> = {
  ...caseFileNotCustomerWrites,
  ...outcomeNotCustomerWrites,
  [`POST ${groupPaths.list}`]: 'creates a group',
  [`DELETE ${groupPaths.member}`]: "takes a customer out of a group: the group's data, not the customer's",
  [`PUT ${groupPaths.contact}`]: "the group's contact person; a customer contact must be a member and passes the guard",
  [`PUT ${serviceTrackerPaths.note}`]:
    "edits a note's text on a log; the log's customer passes the guard in the service",
  ...customerAccountNotCustomerWrites,
  [`POST ${authPaths.customerLogin}`]: 'signs in; a deleted customer is refused like an unknown email',
  [`POST ${authPaths.staffLogin}`]: 'staff sign-in',
  [`POST ${reminderPaths.complete}`]: "the staff user's own reminder; clearing it writes nothing on the customer",
  [`POST ${reminderPaths.snooze}`]: "the staff user's own reminder; snoozing it writes nothing on the customer",
  [`DELETE ${reminderPaths.item}`]: "the staff user's own reminder; deleting it writes nothing on the customer",
  [`POST ${reminderPaths.customers}`]: 'a search (reads; skips deleted customers)',
  [`POST ${alertPaths.read}`]: "marks the staff user's own alert read",
  [`POST ${authPaths.logout}`]: 'signs out',
  [`POST ${customerPaths.search}`]: 'a search (reads)',
  [`POST ${customerIntakePaths.lookup}`]: 'a lookup (reads; skips deleted customers)',
  [`POST ${customerIntakePaths.intake}`]: 'creates a new customer',
  [`POST ${formPaths.definitionImport}`]: 'form definitions, not a customer',
  [`PUT ${documentPaths.upload}/*`]: 'stores bytes under a signed URL; they belong to nobody until POST /documents',
  [`POST ${guestSurvey.save}`]: "a guest's survey, kept by cookie",
  [`PUT ${guestSurvey.base}/:id`]: "a guest's survey, kept by cookie",
  [`POST ${jobBoardPaths.search}/apply-click/:id`]:
    "counts a click on a job post; a read-only customer's click is counted without naming them",
  [`POST ${resumePaths.pdf}`]: 'renders the edited resume as a PDF; stores nothing',
  [`POST ${fundingPaths.bulk}`]:
    "many transactions at once: each row runs the single action's checks, so a read-only customer's row is refused with its reason",
  [`POST ${fundingPaths.exportCsv}`]: 'exports the aggregate (reads; the export is recorded in the export ledger)',
  [`PUT ${fundingPaths.budgets}`]: "a program's budget for a program year, not a customer",
  [`POST ${fundingPaths.fundsSummaryCsv}`]: 'exports the funds summary (reads)',
  [`POST ${customerHomePaths.adminResources}`]: "the home's curated videos and articles, not a customer",
  [`PUT ${customerHomePaths.adminResource}`]: "the home's curated videos and articles, not a customer",
  [`DELETE ${customerHomePaths.adminResource}`]: "the home's curated videos and articles, not a customer",
  ...Object.fromEntries(
    [
      `POST ${employerPaths.list}`,
      `PUT ${employerPaths.record}`,
      `DELETE ${employerPaths.record}`,
      `POST ${employerPaths.locations}`,
      `PUT ${employerPaths.location}`,
      `DELETE ${employerPaths.location}`,
      `POST ${employerPaths.locationUsers}`,
      `PUT ${employerPaths.locationUser}`,
      `DELETE ${employerPaths.locationUser}`,
      `POST ${employerPaths.servicesProvided}`,
      `DELETE ${employerPaths.serviceProvided}`,
      `POST ${employerPaths.documents}`,
      `DELETE ${employerPaths.document}`,
      `POST ${jobPostPaths.list}`,
      `PUT ${jobPostPaths.post}`,
      `DELETE ${jobPostPaths.post}`,
      `PUT ${jobPostPaths.status}`,
      `POST ${jobPostPaths.addLocations}`,
      `POST ${jobPostPaths.removeLocations}`,
    ].map((route) => [route, 'employer records and job posts, not a customer']),
  ),
  ...Object.fromEntries(
    [
      `POST ${dynamicQueryPaths.run}`,
      `POST ${dynamicQueryPaths.runStored}`,
      `POST ${dynamicQueryPaths.storedQueries}`,
      `PUT ${dynamicQueryPaths.storedQuery}`,
      `DELETE ${dynamicQueryPaths.storedQuery}`,
      `POST ${dynamicQueryPaths.duplicate}`,
      `POST ${dynamicQueryPaths.share}`,
      `POST ${dynamicQueryPaths.export}`,
    ].map((route) => [route, "the staff user's stored queries and exports: reads customers, never writes them"]),
  ),
  ...Object.fromEntries(
    [
      `POST ${serviceCatalogPaths.serviceTypes}`,
      `PUT ${serviceCatalogPaths.serviceType}`,
      `POST ${serviceCatalogPaths.services}`,
      `PUT ${serviceCatalogPaths.service}`,
      `POST ${serviceCatalogPaths.programs}`,
      `PUT ${serviceCatalogPaths.program}`,
    ].map((route) => [route, 'the service catalogue, not a customer']),
  ),
};
