import { customerAccountPaths as paths } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

const everyone = [
  'guest',
  'customer',
  'anotherCustomer',
  'caseManager',
  'caseManagerOther',
  'admin',
  'agencyAdmin',
] as const;
const customers = ['customer', 'anotherCustomer'] as const;
/** Staff who reach a customer of location A (the other location's case manager does not). */
const staffAtA = ['caseManager', 'admin', 'agencyAdmin'] as const;

let n = 0;
const freshEmail = () => `matrix-${++n}-${Date.now()}@example.test`;

/** A customer of location A with a portal account, new for every call (PUT changes it). */
async function customerAtA({ db, world }: MatrixContext) {
  return createCustomer(db, { primaryLocationId: world.locationA.id });
}

/**
 * The sign-up, confirmation and reset calls are public (a signed-in caller gets the same answers); the account page's
 * calls are the signed-in customer's own; staff reach a customer's portal email only at their locations. Wrong bodies
 * keep the calls from changing anything the later cases rely on; sign-out-everywhere comes last (it ends the session).
 */
describeAccessMatrix('customer account', [
  { method: 'POST', url: () => paths.register, body: () => ({}), allowed: everyone },
  { method: 'POST', url: () => paths.verifyEmail, body: () => ({ token: 'unknown' }), allowed: everyone },
  { method: 'POST', url: () => paths.forgotPassword, body: () => ({ email: freshEmail() }), allowed: everyone },
  {
    method: 'POST',
    url: () => paths.resetPassword,
    body: () => ({ token: 'unknown', password: 'long enough', password_confirmation: 'long enough' }),
    allowed: everyone,
  },
  { method: 'GET', url: () => paths.account, allowed: customers },
  {
    method: 'PUT',
    url: () => paths.accountEmail,
    body: () => ({ email: freshEmail(), current_password: 'not the password' }),
    allowed: customers,
  },
  {
    method: 'PUT',
    url: () => paths.accountPassword,
    body: () => ({
      current_password: 'not the password',
      password: 'long enough',
      password_confirmation: 'long enough',
    }),
    allowed: customers,
  },
  {
    method: 'PUT',
    url: () => paths.accountLanguage,
    body: () => ({ preferred_language: 'xx' }),
    allowed: customers,
  },
  {
    method: 'GET',
    name: paths.staffPortalEmailPattern,
    url: async (context) => paths.staffPortalEmail((await customerAtA(context)).id),
    allowed: staffAtA,
  },
  {
    method: 'PUT',
    name: paths.staffPortalEmailPattern,
    url: async (context) => paths.staffPortalEmail((await customerAtA(context)).id),
    body: () => ({ email: freshEmail() }),
    allowed: staffAtA,
  },
  { method: 'POST', url: () => paths.signOutEverywhere, allowed: customers },
]);
