import { customerHistoryPaths, customerRecordPath } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

const historyOf = (locationOf: (context: MatrixContext) => number) => async (context: MatrixContext) => {
  const customer = await createCustomer(context.db, { portal: false, primaryLocationId: locationOf(context) });
  return customerRecordPath(customerHistoryPaths.history, { id: customer.id });
};

// Same reach as the record: staff at the customer's location, its admin and the agency admin; never a customer.
describeAccessMatrix('customer history', [
  {
    method: 'GET',
    url: historyOf(({ world }) => world.locationA.id),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'history of a customer at A',
  },
  {
    method: 'GET',
    url: historyOf(({ world }) => world.locationB.id),
    allowed: ['caseManagerOther', 'agencyAdmin'],
    name: 'history of a customer at B',
  },
  {
    method: 'GET',
    url: ({ world }) => customerRecordPath(customerHistoryPaths.history, { id: world.customer.id }),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'history of the signed-in customer',
  },
]);
