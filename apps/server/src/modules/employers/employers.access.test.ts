import { employerPath, employerPaths as paths, jobPostPaths } from '@portal/contracts';
import { createBoardEmployer, createJobPost } from '@portal/db/factories';
import { type AccessCase, describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import { employerBody, jobPostBody, locationBody, userBody } from './employers.fixtures.ts';
import { createEmployerLocationUser } from './employers.test-rows.ts';

// Employer records are staff-only, and an employer belongs to its account originator's location (A here): staff of A
// and the agency admin reach it; the case manager of B, customers and guests do not.
const reachA = ['caseManager', 'admin', 'agencyAdmin'] as const;
const allStaff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;

async function employerAtA({ db, world }: MatrixContext) {
  return createBoardEmployer(db, { accountOriginatorLocationId: world.locationA.id, createdBy: world.caseManager.id });
}
async function postAtA(context: MatrixContext) {
  const employer = await employerAtA(context);
  const post = await createJobPost(context.db, {
    employerId: employer.id,
    locationIds: [employer.locations[0]!.id],
    createdBy: context.world.caseManager.id,
  });
  return { employer, post, params: { id: employer.id, postId: post.id } };
}
const at = (template: string, params: Record<string, number>) => employerPath(template, params);

const cases: AccessCase[] = [
  { method: 'GET', url: () => paths.list, allowed: allStaff, name: 'list' },
  { method: 'POST', url: () => paths.list, body: () => employerBody(), allowed: allStaff, name: 'create' },
  {
    method: 'GET',
    url: async (c) => at(paths.record, { id: (await employerAtA(c)).id }),
    allowed: reachA,
    name: 'record',
  },
  {
    method: 'PUT',
    url: async (c) => at(paths.record, { id: (await employerAtA(c)).id }),
    body: () => employerBody(),
    allowed: reachA,
    name: 'update',
  },
  {
    method: 'DELETE',
    url: async (c) => at(paths.record, { id: (await employerAtA(c)).id }),
    allowed: reachA,
    name: 'delete',
  },
  {
    method: 'GET',
    url: async (c) => at(paths.locations, { id: (await employerAtA(c)).id }),
    allowed: reachA,
    name: 'locations',
  },
  {
    method: 'POST',
    url: async (c) => at(paths.locations, { id: (await employerAtA(c)).id }),
    body: () => locationBody(),
    allowed: reachA,
    name: 'add location',
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): AccessCase => ({
    method,
    url: async (c) => {
      const employer = await employerAtA(c);
      return at(paths.location, { id: employer.id, locationId: employer.locations[0]!.id });
    },
    body: method === 'PUT' ? () => locationBody() : undefined,
    allowed: reachA,
    name: `${method} location`,
  })),
  ...(['GET', 'POST'] as const).map((method): AccessCase => ({
    method,
    url: async (c) => {
      const employer = await employerAtA(c);
      return at(paths.locationUsers, { id: employer.id, locationId: employer.locations[0]!.id });
    },
    body: method === 'POST' ? () => userBody() : undefined,
    allowed: reachA,
    name: `${method} location users`,
  })),
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): AccessCase => ({
    method,
    url: async (c) => {
      const employer = await employerAtA(c);
      const locationId = employer.locations[0]!.id;
      const user = await createEmployerLocationUser(c.db, locationId);
      return at(paths.locationUser, { id: employer.id, locationId, userId: user.id });
    },
    body: method === 'PUT' ? () => userBody() : undefined,
    allowed: reachA,
    name: `${method} location user`,
  })),
  { method: 'GET', url: () => paths.serviceTypes, allowed: allStaff, name: 'service types' },
  { method: 'GET', url: () => at(paths.services, { typeId: 1 }), allowed: allStaff, name: 'services of a type' },
  {
    method: 'GET',
    url: async (c) => at(paths.servicesProvided, { id: (await employerAtA(c)).id }),
    allowed: reachA,
    name: 'services provided',
  },
  {
    method: 'POST',
    url: async (c) => at(paths.servicesProvided, { id: (await employerAtA(c)).id }),
    // A valid shape: validation answers before the scope check, so an invalid body would be 422 for everyone.
    body: () => ({
      employer_location_id: 1,
      employer_service_type_id: 1,
      employer_service_id: 1,
      notes: 'Visited',
      start_date: '2026-01-05',
    }),
    allowed: reachA,
    name: 'log service provided',
  },
  {
    method: 'DELETE',
    url: async (c) => at(paths.serviceProvided, { id: (await employerAtA(c)).id, serviceProvidedId: 1 }),
    allowed: reachA,
    name: 'delete service provided',
  },
  {
    method: 'GET',
    url: async (c) => at(paths.documents, { id: (await employerAtA(c)).id }),
    allowed: reachA,
    name: 'documents',
  },
  {
    method: 'POST',
    url: async (c) => at(paths.documents, { id: (await employerAtA(c)).id }),
    body: () => ({ documents: [{ original_name: 'a.pdf', path: 'employer_document/none.pdf' }] }),
    allowed: reachA,
    name: 'record documents',
  },
  {
    method: 'DELETE',
    url: async (c) => at(paths.document, { id: (await employerAtA(c)).id, documentId: 1 }),
    allowed: reachA,
    name: 'delete document',
  },
  {
    method: 'GET',
    url: () => jobPostPaths.lookup.replace(':lookup', 'industries'),
    allowed: allStaff,
    name: 'job post lookup',
  },
  {
    method: 'GET',
    url: async (c) => at(jobPostPaths.list, { id: (await employerAtA(c)).id }),
    allowed: reachA,
    name: 'job posts',
  },
  {
    method: 'POST',
    url: async (c) => at(jobPostPaths.list, { id: (await employerAtA(c)).id }),
    body: () => jobPostBody(),
    allowed: reachA,
    name: 'create job post',
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): AccessCase => ({
    method,
    url: async (c) => at(jobPostPaths.post, (await postAtA(c)).params),
    body: method === 'PUT' ? () => jobPostBody() : undefined,
    allowed: reachA,
    name: `${method} job post`,
  })),
  {
    method: 'PUT',
    url: async (c) => at(jobPostPaths.status, (await postAtA(c)).params),
    body: () => ({ status: 'draft' }),
    allowed: reachA,
    name: 'job post status',
  },
  {
    method: 'GET',
    url: async (c) => at(jobPostPaths.locations, (await postAtA(c)).params),
    allowed: reachA,
    name: 'job post locations',
  },
  ...([jobPostPaths.addLocations, jobPostPaths.removeLocations] as const).map((path): AccessCase => ({
    method: 'POST',
    url: async (c) => at(path, (await postAtA(c)).params),
    // Not a location of the employer: allowed roles get 422, denied roles never get that far.
    body: () => ({ locations: [2_000_000_000] }),
    allowed: reachA,
    name: path.endsWith('add') ? 'add post locations' : 'remove post locations',
  })),
  { method: 'GET', url: () => jobPostPaths.nlxFeed, allowed: allStaff, name: 'NLX feed' },
];

describeAccessMatrix('employer records', cases);
