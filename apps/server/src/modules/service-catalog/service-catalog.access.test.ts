import { serviceCatalogPath as fill, serviceCatalogPaths as paths } from '@portal/contracts';
import { schema } from '@portal/db';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

/** The service catalogue is admin data: admins and agency admins keep it; case managers 403, customers and guests refused. */
const admins = ['admin', 'agencyAdmin'] as const;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}-${++counter}`;

const newType = async ({ db }: MatrixContext) =>
  (
    await db
      .insert(schema.serviceTypes)
      .values({ name: unique('Type'), color: '#1c7ed6' })
      .returning()
  )[0]!;
const newService = async (context: MatrixContext) =>
  (
    await context.db
      .insert(schema.services)
      .values({ serviceTypeId: (await newType(context)).id, name: unique('Service') })
      .returning()
  )[0]!;
const newProgram = async ({ db }: MatrixContext) =>
  (
    await db
      .insert(schema.serviceLogPrograms)
      .values({ name: unique('Program') })
      .returning()
  )[0]!;

describeAccessMatrix('service catalogue', [
  { method: 'GET', url: () => paths.catalog, allowed: admins, name: 'catalogue' },
  {
    method: 'POST',
    url: () => paths.serviceTypes,
    body: () => ({ name: unique('Career services'), color: '#1c7ed6' }),
    allowed: admins,
    name: 'add service type',
  },
  {
    method: 'PUT',
    url: async (context) => fill(paths.serviceType, { id: (await newType(context)).id }),
    body: () => ({ name: unique('Renamed'), color: '#2f9e44', active: false }),
    allowed: admins,
    name: 'change service type',
  },
  {
    method: 'POST',
    url: () => paths.services,
    body: async (context) => ({
      service_type_id: (await newType(context)).id,
      name: unique('Orientation'),
      duration: 'Single-day',
    }),
    allowed: admins,
    name: 'add service',
  },
  {
    method: 'PUT',
    url: async (context) => fill(paths.service, { id: (await newService(context)).id }),
    body: async (context) => ({
      service_type_id: (await newType(context)).id,
      name: unique('Orientation'),
      duration: 'Multi-day',
      enrollment: true,
    }),
    allowed: admins,
    name: 'change service',
  },
  {
    method: 'POST',
    url: () => paths.programs,
    body: () => ({ name: unique('WIOA Youth'), pirl_code: '904' }),
    allowed: admins,
    name: 'add program',
  },
  {
    method: 'PUT',
    url: async (context) => fill(paths.program, { id: (await newProgram(context)).id }),
    body: () => ({ name: unique('WIOA Youth'), is_common_exit: true }),
    allowed: admins,
    name: 'change program',
  },
]);
