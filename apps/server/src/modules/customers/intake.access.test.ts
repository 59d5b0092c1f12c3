import { customerIntakePaths } from '@portal/contracts';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;
let sequence = 0;

describeAccessMatrix('customer intake', [
  {
    method: 'POST',
    url: () => customerIntakePaths.lookup,
    body: () => ({ first_name: 'Jordan', last_name: 'Rivera', birthdate: '05/17/1990', phone: '5551234567' }),
    allowed: staff,
    name: 'lookup',
  },
  {
    method: 'GET',
    url: () => customerIntakePaths.locations,
    allowed: staff,
    name: 'intake locations',
  },
  {
    // Location A: case managers at B are refused (403), everyone else may add there.
    method: 'POST',
    url: () => customerIntakePaths.intake,
    body: ({ world }) => {
      sequence += 1;
      return {
        first_name: 'Matrix',
        last_name: `Person ${sequence}`,
        email: `matrix${sequence}@example.test`,
        birthdate: '1990-05-17',
        location_id: world.locationA.id,
      };
    },
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'intake at location A',
  },
  {
    method: 'POST',
    url: () => customerIntakePaths.import,
    body: ({ world }) => ({ customer_id: world.customer.id, location_id: world.locationA.id }),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'import into location A',
  },
  {
    method: 'POST',
    url: () => customerIntakePaths.import,
    body: ({ world }) => ({ customer_id: world.customer.id, location_id: world.locationB.id }),
    allowed: ['caseManagerOther', 'agencyAdmin'],
    name: 'import into location B',
  },
]);
