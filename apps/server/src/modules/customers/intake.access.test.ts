import { customerIntakePaths, type CustomerLookupResponse } from '@portal/contracts';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import type { TestClient } from '../../testing/test-app.ts';

const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;
let sequence = 0;

/** Looks the world's customer up as `client` and answers the import grant it got (undefined when refused). */
async function grantFor(client: TestClient, { world }: MatrixContext): Promise<string | undefined> {
  const { customer } = world;
  const response = await client.post(customerIntakePaths.lookup, {
    first_name: customer.firstName,
    last_name: customer.lastName,
    birthdate: '05/17/1990',
    email: customer.email,
  });
  if (response.statusCode !== 200) return undefined;
  return response.json<CustomerLookupResponse>().data[0]?.import_grant ?? undefined;
}

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
    body: async (context) => ({
      customer_id: context.world.customer.id,
      location_id: context.world.locationA.id,
      import_grant: await grantFor(context.client, context),
    }),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'import into location A after my lookup',
  },
  {
    method: 'POST',
    url: () => customerIntakePaths.import,
    body: async (context) => ({
      customer_id: context.world.customer.id,
      location_id: context.world.locationB.id,
      import_grant: await grantFor(context.client, context),
    }),
    allowed: ['caseManagerOther', 'agencyAdmin'],
    name: 'import into location B after my lookup',
  },
  {
    // Issue #10: any sequential id, into one's own location, without a lookup that matched it.
    method: 'POST',
    url: () => customerIntakePaths.import,
    body: ({ world }) => ({ customer_id: world.customer.id, location_id: world.locationA.id }),
    allowed: [],
    name: 'import into location A without a lookup',
  },
  {
    method: 'POST',
    url: () => customerIntakePaths.import,
    body: async (context) => ({
      customer_id: context.world.customer.id,
      location_id: context.world.locationA.id,
      import_grant: await grantFor(await context.as('admin'), context),
    }),
    allowed: ['admin'],
    name: "import into location A with the admin's lookup grant",
  },
]);
