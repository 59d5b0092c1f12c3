import {
  serviceCatalogMessages as messages,
  type ProgramBody,
  type ServiceBody,
  type ServiceCatalogResponse,
  type ServiceTypeBody,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

/**
 * The service catalogue admins keep (issue #14). Nothing is deleted: `active: false` takes a row off the service
 * log form while logs and enrolments already made keep showing its name.
 */

function requireAdmin(actor: Actor) {
  const staff = requireStaff(actor);
  if (!isAdmin(staff)) throw forbidden();
  return staff;
}

export async function getCatalog(db: Db, actor: Actor): Promise<ServiceCatalogResponse> {
  requireAdmin(actor);
  const catalog = await repository.listCatalog(db);
  const programIdsOf = new Map<number, number[]>();
  for (const link of catalog.links) {
    programIdsOf.set(link.serviceId, [...(programIdsOf.get(link.serviceId) ?? []), link.programId]);
  }
  return {
    service_types: catalog.types.map((type) => ({
      id: type.id,
      name: type.name,
      color: type.color,
      active: type.active,
      services: catalog.services
        .filter((service) => service.serviceTypeId === type.id)
        .map((service) => ({
          id: service.id,
          service_type_id: service.serviceTypeId,
          name: service.name,
          duration: service.duration === 'Single-day' ? ('Single-day' as const) : ('Multi-day' as const),
          enrollment: service.enrollment,
          expense_associated: service.expenseAssociated,
          active: service.active,
          program_ids: programIdsOf.get(service.id) ?? [],
        })),
    })),
    programs: catalog.programs.map((program) => ({
      id: program.id,
      name: program.name,
      pirl_code: program.pirlCode,
      is_common_exit: program.isCommonExit,
      active: program.active,
    })),
  };
}

interface Write {
  db: Db;
  actor: Actor;
  ip: string;
}

/** Creates (id null) or updates a service type. */
export async function saveServiceType({ db, actor, ip }: Write, id: number | null, body: ServiceTypeBody) {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    await repository.lockCatalog(tx);
    if (id !== null && !(await repository.serviceTypeExists(tx, id))) throw notFound();
    if (await repository.serviceTypeNameTaken(tx, body.name, id)) throw invalid({ name: [messages.nameTaken] });
    const values = { name: body.name, color: body.color, active: body.active };
    const savedId = id ?? (await repository.insertServiceType(tx, values));
    if (id !== null) await repository.updateServiceType(tx, id, values);
    await audit(tx, {
      actor,
      action: id === null ? 'service_catalog.service_type.create' : 'service_catalog.service_type.update',
      entityType: 'service_type',
      entityId: savedId,
      detail: { active: body.active },
      ip,
    });
    return { id: savedId };
  });
}

export async function saveService({ db, actor, ip }: Write, id: number | null, body: ServiceBody) {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    await repository.lockCatalog(tx);
    if (id !== null && !(await repository.serviceExists(tx, id))) throw notFound();
    if (!(await repository.serviceTypeExists(tx, body.service_type_id))) {
      throw invalid({ service_type_id: [messages.serviceTypeInvalid] });
    }
    const programIds = [...new Set(body.program_ids)];
    const known = await repository.existingProgramIds(tx, programIds);
    if (programIds.some((programId) => !known.has(programId)))
      throw invalid({ program_ids: [messages.programInvalid] });
    if (await repository.serviceNameTaken(tx, body.service_type_id, body.name, id)) {
      throw invalid({ name: [messages.nameTaken] });
    }
    const values = {
      serviceTypeId: body.service_type_id,
      name: body.name,
      duration: body.duration,
      enrollment: body.enrollment,
      expenseAssociated: body.expense_associated,
      active: body.active,
    };
    const savedId = id ?? (await repository.insertService(tx, values));
    if (id !== null) await repository.updateService(tx, id, values);
    await repository.setServicePrograms(tx, savedId, programIds);
    await audit(tx, {
      actor,
      action: id === null ? 'service_catalog.service.create' : 'service_catalog.service.update',
      entityType: 'service',
      entityId: savedId,
      detail: { active: body.active, enrollment: body.enrollment, programs: programIds.length },
      ip,
    });
    return { id: savedId };
  });
}

export async function saveProgram({ db, actor, ip }: Write, id: number | null, body: ProgramBody) {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    await repository.lockCatalog(tx);
    if (id !== null && !(await repository.programExists(tx, id))) throw notFound();
    if (await repository.programNameTaken(tx, body.name, id)) throw invalid({ name: [messages.nameTaken] });
    const values = {
      name: body.name,
      pirlCode: body.pirl_code,
      isCommonExit: body.is_common_exit,
      active: body.active,
    };
    const savedId = id ?? (await repository.insertProgram(tx, values));
    if (id !== null) await repository.updateProgram(tx, id, values);
    await audit(tx, {
      actor,
      action: id === null ? 'service_catalog.program.create' : 'service_catalog.program.update',
      entityType: 'service_log_program',
      entityId: savedId,
      detail: { active: body.active, is_common_exit: body.is_common_exit },
      ip,
    });
    return { id: savedId };
  });
}
