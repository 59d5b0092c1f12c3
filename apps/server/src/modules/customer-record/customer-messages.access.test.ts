import { customerRecordPath, messageCenterPaths } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

// Same scope as reading the record: staff at the customer's location (A), its admin and the agency admin.
const messagesOf = (locationOf: (context: MatrixContext) => number) => async (context: MatrixContext) => {
  const customer = await createCustomer(context.db, { portal: false, primaryLocationId: locationOf(context) });
  return customerRecordPath(messageCenterPaths.customerMessages, { id: customer.id });
};

describeAccessMatrix('customer messages', [
  {
    method: 'GET',
    url: messagesOf(({ world }) => world.locationA.id),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'messages of a customer at location A',
  },
  {
    method: 'GET',
    url: messagesOf(({ world }) => world.locationB.id),
    allowed: ['caseManagerOther', 'agencyAdmin'],
    name: 'messages of a customer at location B',
  },
  {
    // A customer's own portal session is no staff session, even for their own record.
    method: 'GET',
    url: ({ world }) => customerRecordPath(messageCenterPaths.customerMessages, { id: world.customer.id }),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'messages of the signed-in customer',
  },
]);
