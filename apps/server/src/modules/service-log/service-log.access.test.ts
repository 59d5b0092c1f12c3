import { serviceLogPath, serviceLogPaths as paths } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

// The customer is at location A: its case manager, its admin and the agency admin reach them; the case
// manager of location B, customers and guests do not.
describeAccessMatrix('service log', [
  {
    method: 'GET',
    url: async ({ db, world }) => {
      const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
      return serviceLogPath(paths.enrollments, { id: customer.id });
    },
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'enrollments',
  },
]);
