import { customerHomePaths as paths, customerHomeResourcePath } from '@portal/contracts';
import { schema } from '@portal/db';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

const customers = ['customer', 'anotherCustomer'] as const;
const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;
const admins = ['admin', 'agencyAdmin'] as const;

const resourceBody = { type: 'article_section_link', url: 'https://example.org/a', title: 'Writing a cover letter' };
async function resourceId({ db }: MatrixContext): Promise<number> {
  const [row] = await db
    .insert(schema.homeResources)
    .values({ type: 'video', url: 'https://example.org/v', title: 'Video' })
    .returning();
  return row!.id;
}

describeAccessMatrix('customer home', [
  { method: 'GET', url: () => paths.profileWidget, allowed: customers },
  { method: 'GET', url: () => paths.toolsWidget, allowed: customers },
  { method: 'GET', url: () => paths.tools, allowed: customers },
  { method: 'GET', url: () => paths.resourcesWidget, allowed: [...customers, ...staff] },
  { method: 'GET', url: () => paths.impactQuestions, allowed: customers },
  {
    method: 'PUT',
    url: () => paths.impactQuestions,
    body: () => ({ answers: { paid_training: 'Maybe' } }),
    allowed: customers,
  },
  // No finished upload: an allowed customer gets 422, never 401/403.
  { method: 'PUT', url: () => paths.avatar, body: () => ({ path: 'avatar/none.png' }), allowed: customers },
  { method: 'DELETE', url: () => paths.avatar, allowed: customers },
  {
    // The world customer's avatar (none: 404 for who may see it); others are refused before the lookup.
    method: 'GET',
    url: ({ world }) => paths.avatarImage.replace(':customerId', String(world.customer.id)),
    allowed: ['customer', 'caseManager', 'admin', 'agencyAdmin'],
    name: "a customer's avatar image",
  },
  { method: 'GET', url: () => paths.adminResources, allowed: admins },
  { method: 'POST', url: () => paths.adminResources, body: () => resourceBody, allowed: admins },
  {
    method: 'PUT',
    url: async (context) => customerHomeResourcePath(await resourceId(context)),
    body: () => resourceBody,
    allowed: admins,
    name: 'a curated resource (PUT)',
  },
  {
    method: 'DELETE',
    url: async (context) => customerHomeResourcePath(await resourceId(context)),
    allowed: admins,
    name: 'a curated resource (DELETE)',
  },
]);
