import { authPaths, documentPaths, platformPaths } from '@portal/contracts';
import { createStoredDocument } from '../modules/documents/documents.fixtures.ts';
import { describeAccessMatrix, matrixRoles, type Role } from '../testing/access-matrix.ts';

const everyone = matrixRoles;
const customers: Role[] = ['customer', 'anotherCustomer'];
const staff: Role[] = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'];
const signedIn: Role[] = [...customers, ...staff];

/** The platform's own routes. Logout comes last: it ends the shared sessions. */
describeAccessMatrix('platform routes', [
  { method: 'GET', url: () => platformPaths.settings, allowed: everyone },
  { method: 'GET', url: () => platformPaths.healthz, allowed: everyone },
  { method: 'GET', url: () => platformPaths.readyz, allowed: everyone },
  // Sessionless: the operator's rule (a loopback caller here, as inject is), never the session, decides.
  { method: 'GET', url: () => platformPaths.metrics, allowed: everyone },
  { method: 'GET', url: () => authPaths.csrfToken, allowed: everyone },
  {
    method: 'POST',
    url: () => authPaths.customerLogin,
    body: () => ({ email: 'nobody@example.test', password: 'wrong-password' }),
    allowed: everyone,
  },
  {
    method: 'POST',
    url: () => authPaths.staffLogin,
    body: () => ({ email: 'nobody@example.test', password: 'wrong-password' }),
    allowed: everyone,
  },
  { method: 'GET', url: () => authPaths.customerCurrentUser, allowed: customers, deniedStatus: 401 },
  { method: 'GET', url: () => authPaths.staffCurrentUser, allowed: staff, deniedStatus: 401 },
  { method: 'GET', url: () => `${documentPaths.signedUrl}?fileName=a.pdf`, allowed: signedIn },
  {
    method: 'POST',
    url: () => documentPaths.documents,
    body: () => ({ original_name: 'a.pdf', path: 'document/20250101-aaaaaaaaaa.pdf' }),
    allowed: signedIn,
  },
  {
    method: 'GET',
    name: '/documents/:id/download',
    url: async ({ app, world }) =>
      documentPaths.download((await createStoredDocument(app, { customerId: world.customer.id })).id),
    allowed: ['customer', 'caseManager', 'admin', 'agencyAdmin'],
    deniedStatus: { guest: 401, anotherCustomer: 404, caseManagerOther: 403 },
  },
  {
    method: 'GET',
    name: '/documents/:id/download (no customer)',
    url: async ({ app, world }) =>
      documentPaths.download(
        (
          await createStoredDocument(app, {
            customerId: null,
            creatorGuard: 'staff',
            creatorUserId: world.caseManager.id,
          })
        ).id,
      ),
    allowed: ['caseManager', 'agencyAdmin'],
    deniedStatus: { customer: 404, anotherCustomer: 404 },
  },
  { method: 'GET', url: () => `${platformPaths.apiDocs}/json`, allowed: staff },
  { method: 'POST', url: () => authPaths.logout, allowed: everyone },
]);
