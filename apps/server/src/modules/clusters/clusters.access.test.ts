import type { DbOrTx } from '@portal/db';
import { createClusterSurveyResponse, newGuestToken, optionIdsFor } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

const api = '/internal-api/career-cluster-survey';
const guestApi = '/internal-api/guest/career-cluster-survey';
// Option ids are serial from 1 in a fresh database; the body only needs one that exists.
const answers = { option: { 1: true, 2: false } };

const customers = ['customer', 'anotherCustomer'] as const;
const surveyTakers = ['guest', 'customer', 'anotherCustomer'] as const;

async function customerSurvey(db: DbOrTx, customerId: number) {
  return createClusterSurveyResponse(db, { customerId, selectedOptionIds: await optionIdsFor(db, [8]) });
}

/** Both customers have taken the survey, so edit/result/interests answer with real data. */
async function bothCustomersTookIt({ db, world }: MatrixContext) {
  await customerSurvey(db, world.customer.id);
  await customerSurvey(db, world.anotherCustomer.id);
}

/**
 * Customer routes: signed-in customers only (guests 401, staff 403). A survey id belongs to one
 * customer: another customer gets 404. Guest routes: guests and customers (each by their own cookie),
 * never staff. A guest survey is reachable only with its token: everyone else gets 404.
 */
describeAccessMatrix('clusters', [
  { method: 'GET', url: () => `${api}/create`, allowed: customers },
  {
    method: 'GET',
    url: async (context) => {
      await bothCustomersTookIt(context);
      return `${api}/edit`;
    },
    allowed: customers,
  },
  { method: 'POST', url: () => api, body: () => answers, allowed: customers },
  {
    method: 'PUT',
    url: async ({ db, world }) => `${api}/${(await customerSurvey(db, world.customer.id)).id}`,
    body: () => answers,
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
  },
  { method: 'GET', url: () => `${api}/interests`, allowed: customers },
  { method: 'GET', url: () => `${api}/result`, allowed: customers },
  { method: 'GET', url: () => `${api}/customer-clusters`, allowed: customers },
  { method: 'POST', url: () => `${api}/save-cluster`, body: () => ({ cluster: 3 }), allowed: customers },

  { method: 'GET', url: () => `${guestApi}/create`, allowed: surveyTakers },
  { method: 'GET', url: () => `${guestApi}/edit`, allowed: surveyTakers, name: `${guestApi}/edit` },
  { method: 'POST', url: () => guestApi, body: () => answers, allowed: surveyTakers },
  {
    method: 'PUT',
    name: `${guestApi}/{someone else's id}`,
    url: async ({ db }) => {
      const { hash } = newGuestToken();
      const response = await createClusterSurveyResponse(db, { guestTokenHash: hash, selectedOptionIds: [1] });
      return `${guestApi}/${response.id}`;
    },
    body: () => answers,
    allowed: [],
    deniedStatus: { guest: 404, customer: 404, anotherCustomer: 404 },
  },
  {
    method: 'PUT',
    name: `${api}/{a guest's id}`,
    url: async ({ db }) => {
      const { hash } = newGuestToken();
      const response = await createClusterSurveyResponse(db, { guestTokenHash: hash, selectedOptionIds: [1] });
      return `${api}/${response.id}`;
    },
    body: () => answers,
    allowed: [],
    deniedStatus: { customer: 404, anotherCustomer: 404 },
  },
  { method: 'GET', url: () => `${guestApi}/interests`, allowed: surveyTakers },
  { method: 'GET', url: () => `${guestApi}/result`, allowed: surveyTakers },
]);
