import { customerRecordPath, customerSnapshotPaths as paths } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

// The customer is at location A: its case manager, its admin and the agency admin reach them; the case
// manager of location B, customers and guests do not.
describeAccessMatrix('customer snapshot', [
  {
    method: 'GET',
    url: async ({ db, world }) => {
      const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
      return customerRecordPath(paths.snapshot, { id: customer.id });
    },
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'snapshot',
  },
]);
