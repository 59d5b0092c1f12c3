import { serviceDirectoryPaths } from '@portal/contracts';
import type { Db } from '@portal/db';
import { enableServiceDirectory, storeDirectoryServices } from '@portal/db/directory';
import { describeAccessMatrix, matrixRoles } from '../../testing/access-matrix.ts';

/**
 * The 211 directory is public information (docs/spec-decisions.md, 211 Resource Finder): with the flag on, guests,
 * customers and every staff role may use every call. With the flag off the data calls answer 404 to everyone (the
 * flag call itself always answers).
 */
const everyone = matrixRoles;

async function directoryService(db: Db, on: boolean) {
  await enableServiceDirectory(db, on);
  const [id] = await storeDirectoryServices(db, [
    {
      key: 'access:pantry',
      organization: 'Access Test Pantry Network',
      name: 'Access Test Pantry',
      description: 'Food for the access matrix.',
      categories: ['Food'],
      location: null,
    },
  ]);
  return id!;
}

describeAccessMatrix('service directory (flag on)', [
  {
    method: 'GET',
    url: async ({ db }) => (await directoryService(db, true), serviceDirectoryPaths.featureEnabled),
    name: serviceDirectoryPaths.featureEnabled,
    allowed: everyone,
  },
  {
    method: 'GET',
    url: async ({ db }) => (await directoryService(db, true), serviceDirectoryPaths.categories),
    name: serviceDirectoryPaths.categories,
    allowed: everyone,
  },
  {
    method: 'GET',
    url: async ({ db }) => (
      await directoryService(db, true),
      `${serviceDirectoryPaths.resources}?keyword=pantry&address=80204&radius=25`
    ),
    name: serviceDirectoryPaths.resources,
    allowed: everyone,
  },
  {
    method: 'GET',
    url: async ({ db }) => serviceDirectoryPaths.resource(await directoryService(db, true)),
    name: '/internal-api/service-directory-resources/{id}',
    allowed: everyone,
  },
]);

describeAccessMatrix('service directory (flag off)', [
  {
    method: 'GET',
    url: async ({ db }) => (await directoryService(db, false), serviceDirectoryPaths.featureEnabled),
    name: serviceDirectoryPaths.featureEnabled,
    allowed: everyone,
  },
  {
    method: 'GET',
    url: async ({ db }) => (await directoryService(db, false), serviceDirectoryPaths.categories),
    name: serviceDirectoryPaths.categories,
    allowed: [],
    deniedStatus: 404,
  },
  {
    method: 'GET',
    url: async ({ db }) => (await directoryService(db, false), `${serviceDirectoryPaths.resources}?keyword=pantry`),
    name: serviceDirectoryPaths.resources,
    allowed: [],
    deniedStatus: 404,
  },
  {
    method: 'GET',
    url: async ({ db }) => serviceDirectoryPaths.resource(await directoryService(db, false)),
    name: '/internal-api/service-directory-resources/{id}',
    allowed: [],
    deniedStatus: 404,
  },
]);
