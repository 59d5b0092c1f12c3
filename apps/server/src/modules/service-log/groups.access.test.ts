import { groupPaths as paths } from '@portal/contracts';
import { createCustomer, createGroup } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

const fill = (path: string, params: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

/** A group at location A, made by A's case manager: staff of A and the agency admin reach it; B's staff do not. */
const groupAtA = async ({ db, world }: MatrixContext) =>
  createGroup(db, { locationId: world.locationA.id, createdBy: world.caseManager.id });
const staffOfA = ['caseManager', 'admin', 'agencyAdmin'] as const;

describeAccessMatrix('service log groups', [
  {
    method: 'GET',
    url: () => `${paths.search}?query=Job`,
    allowed: ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'],
    name: 'group search',
  },
  {
    method: 'GET',
    url: () => paths.list,
    allowed: ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'],
    name: 'group list',
  },
  {
    method: 'POST',
    url: () => paths.list,
    body: ({ world }) => ({ name: 'Resume workshop', location_id: world.locationA.id }),
    allowed: staffOfA,
    // B's case manager may not create a group at A.
    name: 'create group at A',
  },
  {
    method: 'GET',
    url: async (context) => fill(paths.item, { id: (await groupAtA(context)).id }),
    allowed: staffOfA,
    name: 'group',
  },
  {
    method: 'POST',
    url: async (context) => fill(paths.members, { id: (await groupAtA(context)).id }),
    body: ({ world }) => ({ customer_id: world.anotherCustomer.id }),
    allowed: staffOfA,
    name: 'add member',
  },
  {
    method: 'DELETE',
    url: async (context) => {
      const customer = await createCustomer(context.db, {
        portal: false,
        primaryLocationId: context.world.locationA.id,
      });
      const group = await createGroup(context.db, {
        locationId: context.world.locationA.id,
        createdBy: context.world.caseManager.id,
        memberIds: [customer.id],
      });
      return fill(paths.member, { id: group.id, customerId: customer.id });
    },
    allowed: staffOfA,
    name: 'remove member',
  },
  {
    method: 'PUT',
    url: async (context) => fill(paths.contact, { id: (await groupAtA(context)).id }),
    body: ({ world }) => ({ contact_type: 'staff', contact_id: world.caseManager.id }),
    allowed: staffOfA,
    name: 'contact person',
  },
  {
    method: 'GET',
    url: async (context) => `${fill(paths.contactSearch, { id: (await groupAtA(context)).id })}?type=staff&query=ca`,
    allowed: staffOfA,
    name: 'contact search',
  },
]);
