import {
  enrollmentStatusNames,
  serviceLogStoreSchema,
  serviceTrackerMessages as messages,
  serviceTrackerRoutes,
  type ServiceLogStoreInput,
  type ServiceLogStoreResponse,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { requireStaff, staffReachesLocation } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { eligibilityFor } from './eligibility.ts';
import { checkFundingRequest, requestFunding } from './funding-request.ts';
import { reachableGroup } from './groups-service.ts';
import * as repository from './tracker-repository.ts';

const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * Saves the service log form (staff spec 3, 4, 5): one log per chosen service, their programs and the note, and the
 * enrolments they open or close, in one transaction. Every reference is checked here, not trusted from the form.
 */
export async function storeServiceLog(
  deps: UploadDeps,
  actor: Actor,
  input: ServiceLogStoreInput,
): Promise<ServiceLogStoreResponse> {
  const { db } = deps;
  const staff = requireStaff(actor);
  const settings = await getClientSettings(db);
  const parsed = serviceLogStoreSchema({
    allowedBackDays: settings.allowed_back_days,
    customerTerm: settings.terminology_customer,
    minimumFundingThreshold: settings.minimum_funding_threshold,
  }).safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      // The funding request's fields keep their full path (fundingLog.approved_by), as the form names them.
      const field = issue.path[0] === 'fundingLog' ? issue.path.join('.') : String(issue.path[0] ?? 'body');
      (errors[field] ??= []).push(issue.message);
    }
    throw invalid(errors);
  }
  const body = parsed.data;
  const locationId = body.created_at;
  if (!staffReachesLocation(staff, locationId)) throw forbidden(messages.locationNotYours);

  // Who the log is for: a customer at the location (through the one write guard) or a group there.
  let customerId: number | null = null;
  let groupId: number | null = null;
  if (body.customer_created_for !== null) {
    const customer = await requireWritableCustomer(db, actor, body.customer_created_for);
    if (!customer.locationIds.includes(locationId))
      throw invalid({ customer_created_for: [messages.customerRequired(settings.terminology_customer)] });
    customerId = customer.id;
  } else {
    const { group } = await reachableGroup(db, actor, body.group_created_for!);
    if (group.locationId !== locationId) throw invalid({ group_created_for: [messages.groupRequired] });
    groupId = group.id;
  }

  if (!(await repository.staffWorksAt(db, body.created_by, locationId)))
    throw invalid({ created_by: [messages.userRequired] });
  if (!(await repository.contactTypeExists(db, body.contactTypeValue)))
    throw invalid({ contactTypeValue: [messages.contactTypeRequired] });

  const serviceIds = [...new Set(body.serviceNameValue)];
  const chosen = await repository.servicesByIds(db, serviceIds);
  if (chosen.length !== serviceIds.length) throw invalid({ serviceNameValue: [messages.serviceRequired] });
  if (chosen.some((service) => service.serviceTypeId !== body.serviceTypeValue))
    throw invalid({ serviceNameValue: [messages.serviceNotOfType] });

  // Spec 4: only one enrollment service makes the status 'Active - Enrolled'; with several it stays reportable.
  const enrolling = chosen.length === 1 && chosen[0]!.enrollment;
  if (body.statusValue === enrollmentStatusNames.enrolled && !enrolling)
    throw invalid({ statusValue: [messages.serviceRequired] });
  if (enrolling && groupId !== null) throw invalid({ serviceNameValue: [messages.groupNoEnrollment] });

  const programIds = [...new Set(body.programValue)];
  const offered = await repository.programsForServices(db, serviceIds);
  const programs = programIds.map((id) => offered.find((program) => program.id === id));
  if (programs.some((program) => program === undefined))
    throw invalid({ programValue: [messages.programNotOfService] });
  if (customerId !== null) {
    const eligibility = await eligibilityFor(db, customerId, programs as NonNullable<(typeof programs)[number]>[]);
    if (eligibility.some((result) => !result.status)) throw invalid({ programValue: [messages.notEligible] });
  }
  // An enrolment is a federal reporting event: a save that opens one (or moves its status) needs the person's yes.
  if (enrolling && customerId !== null && programIds.length > 0 && !body.confirm_enrollment)
    throw invalid({ confirm_enrollment: [messages.enrollConfirmRequired] });

  const funding = body.fundingLog
    ? await checkFundingRequest(deps, staff, { settings, customerId, services: chosen, funding: body.fundingLog })
    : null;

  const commonExit = body.isCommonExit && programs.some((program) => program!.isCommonExit);
  const startAt = dayStart(body.start_at);
  const endAt = dayStart(body.end_at);
  const ids = await db.transaction(async (tx) => {
    const logs = await repository.insertLogs(
      tx,
      chosen.map((service) => ({
        customerId,
        groupId,
        contactTypeId: body.contactTypeValue,
        status: body.statusValue,
        serviceLength: body.service_length,
        minutesInDay: body.minutes_in_day,
        title: body.title,
        serviceId: service.id,
        locationId,
        createdBy: body.created_by,
        loggedBy: staff.staffId,
        createdOn: body.created_on,
        startAt,
        endAt,
      })),
    );
    await repository.insertEntryPrograms(
      tx,
      logs.flatMap((log) => programIds.map((programId) => ({ serviceLogId: log.id, programId }))),
    );
    await repository.insertNotes(
      tx,
      logs.map((log) => ({ serviceLogId: log.id, customerId, body: body.note, createdBy: staff.staffId })),
    );
    if (customerId !== null)
      await applyEnrollments(
        tx,
        customerId,
        logs,
        programIds,
        { statusValue: body.statusValue, commonExit },
        endAt,
        enrolling,
      );
    if (funding)
      await requestFunding(tx, staff, {
        ...funding,
        customerId: customerId!,
        serviceLogId: logs[0]!.id,
        title: body.title,
        requestedOn: body.created_on,
      });
    for (const log of logs)
      await audit(tx, {
        actor,
        action: 'service_log_created',
        entityType: 'service_log',
        entityId: log.id,
        customerId,
      });
    return logs.map((log) => log.id);
  });
  return {
    saved: true,
    redirect: customerId !== null ? serviceTrackerRoutes.forCustomer(customerId) : serviceTrackerRoutes.list,
    error: null,
    ids,
  };
}

/**
 * An enrollment service opens (or moves to the chosen status) the customer's enrolment in each program; a reportable
 * log joins an open enrolment when there is one; a common exit then ends every open common-exit enrolment.
 */
async function applyEnrollments(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  customerId: number,
  logs: { id: number; serviceId: number }[],
  programIds: number[],
  body: { statusValue: string; commonExit: boolean },
  endAt: Date,
  enrolling: boolean,
) {
  const log = logs[0]!;
  let linked: number | null = null;
  for (const programId of programIds) {
    let enrollment = await repository.openEnrollment(tx, customerId, programId);
    if (enrolling) {
      if (!enrollment) {
        enrollment = await repository.insertEnrollment(tx, { customerId, programId, serviceId: log.serviceId });
        await repository.insertEnrollmentStatus(tx, enrollment.id, body.statusValue);
      } else if ((await repository.currentStatus(tx, enrollment.id)) !== body.statusValue) {
        await repository.insertEnrollmentStatus(tx, enrollment.id, body.statusValue);
      }
    }
    linked ??= enrollment?.id ?? null;
  }
  if (linked !== null)
    await repository.linkLogsToEnrollment(
      tx,
      logs.map((row) => row.id),
      linked,
    );
  if (body.commonExit) await repository.closeCommonExitEnrollments(tx, customerId, endAt);
}
