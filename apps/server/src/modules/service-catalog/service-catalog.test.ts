import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollmentStatusNames,
  type ErrorBody,
  serviceCatalogMessages as messages,
  serviceCatalogPath as fill,
  serviceCatalogPaths as paths,
  serviceTrackerMessages,
  serviceTrackerPaths,
  type ServiceCatalogResponse,
  todayIso,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createContactType, createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestClient;
let agencyAdmin: TestClient;
let caseManager: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin');
  agencyAdmin = await t.as('agencyAdmin');
  caseManager = await t.as('caseManager');
}, testAppTimeout);
afterAll(() => t?.close());

async function addType(name: string, client = admin) {
  const response = await client.post(paths.serviceTypes, { name, color: '#1c7ed6' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

async function addProgram(name: string, extra: Record<string, unknown> = {}) {
  const response = await admin.post(paths.programs, { name, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

async function addService(typeId: number, name: string, extra: Record<string, unknown> = {}) {
  const response = await admin.post(paths.services, { service_type_id: typeId, name, duration: 'Multi-day', ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

describe('keeping the catalogue', () => {
  it('adds a type, a program and a service with its flags and programs, and lists them', async () => {
    const typeId = await addType('Training services');
    const programId = await addProgram('WIOA Dislocated Worker', { pirl_code: '904', is_common_exit: true });
    const serviceId = await addService(typeId, 'Occupational skills training', {
      duration: 'Single-day',
      enrollment: true,
      expense_associated: true,
      program_ids: [programId],
    });

    const catalog = (await admin.get(paths.catalog)).json<ServiceCatalogResponse>();
    const type = catalog.service_types.find((row) => row.id === typeId);
    expect(type).toMatchObject({ name: 'Training services', color: '#1c7ed6', active: true });
    expect(type?.services).toEqual([
      {
        id: serviceId,
        service_type_id: typeId,
        name: 'Occupational skills training',
        duration: 'Single-day',
        enrollment: true,
        expense_associated: true,
        active: true,
        program_ids: [programId],
      },
    ]);
    expect(catalog.programs.find((row) => row.id === programId)).toEqual({
      id: programId,
      name: 'WIOA Dislocated Worker',
      pirl_code: '904',
      is_common_exit: true,
      active: true,
    });
  });

  it('an agency admin keeps it too, and every write is audited', async () => {
    const typeId = await addType('Supportive services', agencyAdmin);
    const rows = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'service_type'), eq(schema.auditLog.entityId, String(typeId))));
    expect(rows.map((row) => row.action)).toEqual(['service_catalog.service_type.create']);
  });

  it('updates a service: renames it, moves it to another type and replaces its programs', async () => {
    const first = await addType('Basic career services');
    const second = await addType('Individualized career services');
    const adult = await addProgram('WIOA Adult (update test)');
    const youth = await addProgram('WIOA Youth (update test)');
    const serviceId = await addService(first, 'Job search', { program_ids: [adult] });

    const updated = await admin.put(fill(paths.service, { id: serviceId }), {
      service_type_id: second,
      name: 'Job search assistance',
      duration: 'Single-day',
      enrollment: false,
      expense_associated: false,
      program_ids: [youth],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [row] = await t.db.select().from(schema.services).where(eq(schema.services.id, serviceId));
    expect(row).toMatchObject({ serviceTypeId: second, name: 'Job search assistance', duration: 'Single-day' });
    const links = await t.db
      .select()
      .from(schema.servicePrograms)
      .where(eq(schema.servicePrograms.serviceId, serviceId));
    expect(links.map((link) => link.programId)).toEqual([youth]);
  });

  it('a case manager is refused with 403 and nothing is written', async () => {
    const response = await caseManager.post(paths.serviceTypes, { name: 'Not allowed', color: '#1c7ed6' });
    expect(response.statusCode).toBe(403);
    const rows = await t.db.select().from(schema.serviceTypes).where(eq(schema.serviceTypes.name, 'Not allowed'));
    expect(rows).toEqual([]);
  });

  it('a missing row is 404', async () => {
    const response = await admin.put(fill(paths.program, { id: 2_000_000_000 }), { name: 'Nothing' });
    expect(response.statusCode).toBe(404);
  });
});

describe('validation (422, never 500)', () => {
  it('names are required', async () => {
    for (const [url, body] of [
      [paths.serviceTypes, { name: '  ', color: '#1c7ed6' }],
      [paths.programs, {}],
      [paths.services, { service_type_id: 1, duration: 'Multi-day' }],
    ] as const) {
      const response = await admin.post(url, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<ErrorBody>().errors?.name).toEqual([messages.nameRequired]);
    }
  });

  it('a name already in use is refused, whatever its case', async () => {
    await addType('Youth services');
    const type = await admin.post(paths.serviceTypes, { name: 'youth SERVICES', color: '#1c7ed6' });
    expect(type.statusCode).toBe(422);
    expect(type.json()).toMatchObject({ message: messages.nameTaken, errors: { name: [messages.nameTaken] } });

    await addProgram('WIOA Adult (unique test)');
    const program = await admin.post(paths.programs, { name: 'WIOA Adult (unique test)' });
    expect(program.json<ErrorBody>().errors?.name).toEqual([messages.nameTaken]);
  });

  it('a service name is unique within its type only, and keeping its own name is fine', async () => {
    const first = await addType('Type with orientation');
    const second = await addType('Another type with orientation');
    const serviceId = await addService(first, 'Orientation');
    await addService(second, 'Orientation');
    const clash = await admin.post(paths.services, {
      service_type_id: first,
      name: 'orientation',
      duration: 'Multi-day',
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json<ErrorBody>().errors?.name).toEqual([messages.nameTaken]);

    const same = await admin.put(fill(paths.service, { id: serviceId }), {
      service_type_id: first,
      name: 'Orientation',
      duration: 'Multi-day',
      active: false,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses a bad colour, duration, type or program with the field named', async () => {
    const color = await admin.post(paths.serviceTypes, { name: 'Colourless', color: 'blue' });
    expect(color.statusCode).toBe(422);
    expect(color.json<ErrorBody>().errors?.color).toEqual([messages.colorInvalid]);

    const typeId = await addType('Type for bad services');
    const duration = await admin.post(paths.services, { service_type_id: typeId, name: 'X', duration: 'Weekly' });
    expect(duration.json<ErrorBody>().errors?.duration).toEqual([messages.durationInvalid]);

    const missingType = await admin.post(paths.services, {
      service_type_id: 2_000_000_000,
      name: 'X',
      duration: 'Multi-day',
    });
    expect(missingType.statusCode).toBe(422);
    expect(missingType.json<ErrorBody>().errors?.service_type_id).toEqual([messages.serviceTypeInvalid]);

    const noType = await admin.post(paths.services, { name: 'X', duration: 'Multi-day' });
    expect(noType.json<ErrorBody>().errors?.service_type_id).toEqual([messages.serviceTypeRequired]);

    const notAnId = await admin.post(paths.services, { service_type_id: -1, name: 'X', duration: 'Multi-day' });
    expect(notAnId.json<ErrorBody>().errors?.service_type_id).toEqual([messages.serviceTypeInvalid]);

    const missingProgram = await admin.post(paths.services, {
      service_type_id: typeId,
      name: 'X',
      duration: 'Multi-day',
      program_ids: [2_000_000_000],
    });
    expect(missingProgram.statusCode).toBe(422);
    expect(missingProgram.json<ErrorBody>().errors?.program_ids).toEqual([messages.programInvalid]);

    const flag = await admin.post(paths.programs, { name: 'Flag test', is_common_exit: 'maybe' });
    expect(flag.statusCode).toBe(422);
    expect(flag.json<ErrorBody>().errors?.is_common_exit).toEqual([messages.flagInvalid]);
  });
});

describe('deactivating', () => {
  it('takes a service, a type and a program off the log form, keeps them in the admin list', async () => {
    const typeId = await addType('Type to retire');
    const programId = await addProgram('Program to retire');
    const keptProgram = await addProgram('Program kept');
    const serviceId = await addService(typeId, 'Service to retire', { program_ids: [programId, keptProgram] });
    const keptId = await addService(typeId, 'Service kept', { program_ids: [keptProgram] });

    type FormType = { id: number; services: { name: string }[] };
    const formTypes = async () => (await caseManager.get(serviceTrackerPaths.serviceTypes)).json<FormType[]>();
    const servicesOfType = async () =>
      (await formTypes()).find((row) => row.id === typeId)?.services.map((row) => row.name);
    type Named = { name: string };
    const names = (rows: Named[]) => rows.map((row) => row.name);
    const offeredPrograms = async () =>
      names(
        (await caseManager.get(`${serviceTrackerPaths.servicePrograms}?ids=${serviceId}&ids=${keptId}`)).json<
          Named[]
        >(),
      );
    const pirl = async () => names((await caseManager.get(serviceTrackerPaths.pirlPrograms)).json<Named[]>());

    expect(await servicesOfType()).toEqual(['Service kept', 'Service to retire']);
    expect(await offeredPrograms()).toEqual(expect.arrayContaining(['Program to retire', 'Program kept']));
    expect(await pirl()).toContain('Program to retire');

    // The service goes.
    const retired = await admin.put(fill(paths.service, { id: serviceId }), {
      service_type_id: typeId,
      name: 'Service to retire',
      duration: 'Multi-day',
      active: false,
      program_ids: [programId, keptProgram],
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await servicesOfType()).toEqual(['Service kept']);

    // The program goes.
    const program = await admin.put(fill(paths.program, { id: programId }), {
      name: 'Program to retire',
      active: false,
    });
    expect(program.statusCode, program.body).toBe(200);
    expect(await offeredPrograms()).not.toContain('Program to retire');
    expect(await offeredPrograms()).toContain('Program kept');
    expect(await pirl()).not.toContain('Program to retire');

    // The type goes, with its services.
    const type = await admin.put(fill(paths.serviceType, { id: typeId }), {
      name: 'Type to retire',
      color: '#1c7ed6',
      active: false,
    });
    expect(type.statusCode, type.body).toBe(200);
    expect((await formTypes()).map((row) => row.id)).not.toContain(typeId);

    // The admin still sees all of them, inactive.
    const catalog = (await admin.get(paths.catalog)).json<ServiceCatalogResponse>();
    const listed = catalog.service_types.find((row) => row.id === typeId);
    expect(listed?.active).toBe(false);
    expect(listed?.services.map((row) => [row.name, row.active])).toEqual([
      ['Service kept', true],
      ['Service to retire', false],
    ]);
    expect(catalog.programs.find((row) => row.id === programId)?.active).toBe(false);
  });
});

describe('logging against a deactivated row', () => {
  it('a store naming an inactive program, service or type is refused; the saved log keeps its service', async () => {
    const typeId = await addType('Type for logging');
    const programId = await addProgram('Program for logging');
    const serviceId = await addService(typeId, 'Service for logging', { program_ids: [programId] });
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const contact = await createContactType(t.db, { name: 'Phone', icon: 'phone' });
    const today = todayIso();
    const body = (programs: number[]) => ({
      created_for: 'customer',
      customer_created_for: customer.id,
      created_at: t.world.locationA.id,
      created_by: t.world.caseManager.id,
      contactTypeValue: contact.id,
      title: 'Catalogue check',
      created_on: today,
      service_length: 'Multi-day',
      start_at: today,
      end_at: today,
      serviceTypeValue: typeId,
      serviceNameValue: [serviceId],
      programValue: programs,
      statusValue: enrollmentStatusNames.reportable,
      isCommonExit: false,
      note: 'Checked the catalogue.',
    });
    const logged = await caseManager.post(serviceTrackerPaths.store, body([programId]));
    expect(logged.statusCode, logged.body).toBe(200);

    await admin.put(fill(paths.program, { id: programId }), { name: 'Program for logging', active: false });
    const program = await caseManager.post(serviceTrackerPaths.store, body([programId]));
    expect(program.statusCode).toBe(422);
    expect(program.json<ErrorBody>().errors?.programValue).toEqual([serviceTrackerMessages.programNotOfService]);

    await admin.put(fill(paths.serviceType, { id: typeId }), {
      name: 'Type for logging',
      color: '#1c7ed6',
      active: false,
    });
    const type = await caseManager.post(serviceTrackerPaths.store, body([]));
    expect(type.statusCode).toBe(422);
    expect(type.json<ErrorBody>().errors?.serviceNameValue).toEqual([serviceTrackerMessages.serviceRequired]);

    await admin.put(fill(paths.serviceType, { id: typeId }), { name: 'Type for logging', color: '#1c7ed6' });
    expect((await caseManager.post(serviceTrackerPaths.store, body([]))).statusCode).toBe(200);
    await admin.put(fill(paths.service, { id: serviceId }), {
      service_type_id: typeId,
      name: 'Service for logging',
      duration: 'Multi-day',
      active: false,
    });
    const service = await caseManager.post(serviceTrackerPaths.store, body([]));
    expect(service.statusCode).toBe(422);
    expect(service.json<ErrorBody>().errors?.serviceNameValue).toEqual([serviceTrackerMessages.serviceRequired]);

    // The logs already made still show the service and its type on the tracker.
    const list = await caseManager.get(`${serviceTrackerPaths.logs}?customerValue=${customer.id}`);
    expect(list.statusCode, list.body).toBe(200);
    const entries = list.json<{ data: { service: { name: string; type: { name: string } } }[] }>().data;
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.service).toMatchObject({ name: 'Service for logging', type: { name: 'Type for logging' } });
    }
  });
});
