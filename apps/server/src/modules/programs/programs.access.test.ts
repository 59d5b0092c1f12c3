import { programPaths } from '@portal/contracts';
import { createProgram } from '@portal/db/factories';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

/**
 * The Program Finder is for signed-in customers: guests get 401, staff 403. Saves are per customer,
 * so both customers may save the same program (programs.test.ts checks they do not see each other's).
 */
const customers = ['customer', 'anotherCustomer'] as const;

describeAccessMatrix('programs', [
  { method: 'GET', url: () => programPaths.search, allowed: customers },
  { method: 'GET', url: () => `${programPaths.search}?address=80202&radius=25&sort=distance`, allowed: customers },
  { method: 'GET', url: () => programPaths.types, allowed: customers },
  { method: 'GET', url: () => programPaths.formats, allowed: customers },
  { method: 'GET', url: () => programPaths.providerTypes, allowed: customers },
  { method: 'GET', url: () => programPaths.relatedOccupations('51.3901'), allowed: customers },
  {
    method: 'POST',
    name: '/internal-api/program-finder/{id}',
    url: async ({ db }) => programPaths.save((await createProgram(db)).id),
    allowed: customers,
  },
  {
    method: 'GET',
    name: '/internal-api/program-finder/{id}/pdf',
    url: async ({ db }) => programPaths.pdf((await createProgram(db)).id),
    allowed: customers,
  },
  { method: 'GET', url: () => `${programPaths.reverseGeocode}?lat=39.7491&lng=-104.9946`, allowed: customers },
  { method: 'GET', url: () => `${programPaths.forwardGeocode}?address=80202`, allowed: customers },
]);
