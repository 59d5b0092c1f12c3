import {
  caseManagerPaths,
  customerIntakePaths,
  customerRecordPath as fill,
  customerRecordPaths as recordPaths,
  documentPaths,
  formLookupPaths,
  formPaths,
  messagePaths,
  reminderPath,
  reminderPaths,
  groupPaths,
  serviceTrackerPaths,
  referralPaths,
  performancePath,
  performancePaths,
  wagePath,
  wagePaths,
  customerDocumentPaths,
  customerDocumentPath,
  fundingPath,
  fundingPaths,
  todayIso,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createGroup, createServiceLog } from '@portal/db/factories';
import { createStoredDocument } from '../../modules/documents/documents.fixtures.ts';
import { createReminderAs, reminderBody } from '../../modules/reminders/reminders.fixtures.ts';
import { insertPerformanceRecord, performanceBody } from '../../modules/performance/performance.fixtures.ts';
import { externalWage, wageBody } from '../../modules/wages/wages.fixtures.ts';
import { formBody, fundingSetup, type FundingSetup } from '../../modules/funding/funding.fixtures.ts';
import { createFundingTransaction } from '@portal/db/factories';
import { caseFileWrites } from './case-file-writes.fixtures.ts';
import { customerAccountStaffWrites } from '../../modules/customer-account/customer-account.fixtures.ts';
import { outcomeStaffWrites } from '../../modules/outcomes/outcomes.fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * The staff writes on a customer customer-writable.test.ts calls on deleted, missing and archived customers (the
 * customer's own writes and the routes that are not writes on a customer: customer-writable-routes.fixtures.ts).
 */

/** An id no customer has. */
export const missingId = 2_000_000_000;

export interface Call {
  url: string;
  body?: unknown;
}

export interface StaffWrite {
  /** Builds the call for this customer id (an existing customer's, or missingId). */
  call: (customerId: number) => Call | Promise<Call>;
  /** For a route naming another row of the customer: the same call on a row that does not exist. */
  missingCall?: () => Call;
  /** Answers as usual on an archived customer: the ways out of the archived state. */
  allowedWhenArchived?: boolean;
  /** The route's missing-customer status when it is not 404 or 422. */
  missingStatus?: number;
}

/**
 * The staff writes, for the test app `app()` returns (built in the test's beforeAll; the calls read it when they run) and the
 * seeded form `formId()`.
 */
export function staffWriteTable(app: () => TestApp, formId: () => number) {
  const staffWrites: Record<string, StaffWrite> = {
    ...caseFileWrites(() => app().world.locationB.id),
    ...customerAccountStaffWrites,
    ...outcomeStaffWrites(() => app().db),
    [`DELETE ${recordPaths.remove}`]: {
      call: (id) => ({ url: fill(recordPaths.remove, { id }) }),
      allowedWhenArchived: true,
    },
    [`POST ${recordPaths.archive}`]: {
      call: (id) => ({ url: fill(recordPaths.archive, { id }) }),
      allowedWhenArchived: true,
    },
    [`POST ${recordPaths.track}`]: { call: (id) => ({ url: fill(recordPaths.track, { customerId: id }) }) },
    [`PUT ${recordPaths.engagement}`]: {
      call: (id) => ({ url: fill(recordPaths.engagement, { id }), body: { engagement_status_flag: 0 } }),
    },
    [`POST ${recordPaths.restrictions}`]: {
      call: (id) => ({ url: fill(recordPaths.restrictions, { id }), body: { restriction_id: 1, narrative: 'Note' } }),
    },
    [`DELETE ${recordPaths.restrictions}`]: { call: (id) => ({ url: fill(recordPaths.restrictions, { id }) }) },
    [`DELETE ${recordPaths.restriction}`]: {
      call: (id) => ({ url: fill(recordPaths.restriction, { id, flagId: 1 }) }),
    },
    [`POST ${caseManagerPaths.assign}`]: {
      call: (id) => ({
        url: caseManagerPaths.assign,
        body: { customer_id: id, case_managers: [app().world.admin.id] },
      }),
    },
    [`POST ${messagePaths.send}`]: {
      call: (id) => ({
        url: fill(messagePaths.send, { customerId: id, userId: app().world.admin.id }),
        body: { message_subject: 'Hello', body: 'Checking in' },
      }),
    },
    [`POST ${formPaths.staffSubmit}`]: {
      call: (id) => ({ url: fill(formPaths.staffSubmit, { customerId: id, formId: formId() }), body: { answers: {} } }),
    },
    [`POST ${documentPaths.documents}`]: {
      call: (id) => ({
        url: documentPaths.documents,
        body: { customer_id: id, original_name: 'resume.pdf', path: 'document/none.pdf' },
      }),
    },
    [`DELETE ${formLookupPaths.document}`]: {
      call: async (id) => {
        const document = await createStoredDocument(app().app, {
          customerId: id,
          creatorGuard: 'staff',
          creatorUserId: app().world.admin.id,
        });
        return { url: fill(formLookupPaths.document, { id: document.id }) };
      },
      missingCall: () => ({ url: fill(formLookupPaths.document, { id: missingId }) }),
    },
    [`POST ${customerIntakePaths.import}`]: {
      call: (id) => ({
        url: customerIntakePaths.import,
        body: { customer_id: id, location_id: app().world.locationA.id },
      }),
      // Import needs a lookup that returned the customer first, and lookups skip deleted customers.
      missingStatus: 403,
    },
    // A reminder in support of a customer is case work on them (decision 0020); the unknown target is a field error.
    [`POST ${reminderPaths.list}`]: {
      call: (id) => ({
        url: reminderPaths.list,
        body: reminderBody({ in_support_of_type: 'customer', in_support_of_id: id }),
      }),
    },
    [`PUT ${reminderPaths.item}`]: {
      call: async (id) => ({
        url: reminderPath(reminderPaths.item, await createReminderAs(await app().as('admin'))),
        body: reminderBody({ in_support_of_type: 'customer', in_support_of_id: id }),
      }),
    },
    // Service log (issue #14): a log for a customer and its end date, notes and deletion are case work on them.
    [`POST ${serviceTrackerPaths.store}`]: {
      call: (id) => ({ url: serviceTrackerPaths.store, body: serviceLogBody(id) }),
    },
    [`POST ${serviceTrackerPaths.log}`]: {
      call: async (id) => ({
        url: await logUrl(serviceTrackerPaths.log, id),
        body: { end_at: todayIso() },
      }),
      missingCall: () => ({
        url: logPath(serviceTrackerPaths.log, missingId),
        body: { end_at: todayIso() },
      }),
    },
    [`DELETE ${serviceTrackerPaths.log}`]: {
      call: async (id) => ({ url: await logUrl(serviceTrackerPaths.log, id) }),
      missingCall: () => ({ url: logPath(serviceTrackerPaths.log, missingId) }),
    },
    [`POST ${serviceTrackerPaths.notes}`]: {
      call: async (id) => ({ url: await logUrl(serviceTrackerPaths.notes, id), body: { body: 'Called' } }),
      missingCall: () => ({ url: logPath(serviceTrackerPaths.notes, missingId), body: { body: 'Called' } }),
    },
    // Referrals (issue #13): referring a customer, and changing the status of a customer's referral.
    [`POST ${referralPaths.create}`]: {
      call: (id) => ({
        url: referralPaths.create,
        body: { customer_id: id, location_id: app().world.locationA.id, to_location_id: app().world.locationB.id },
      }),
    },
    [`POST ${referralPaths.updateStatuses}`]: {
      call: async (id) => ({
        url: referralPaths.updateStatuses,
        body: { referral_ids: [await referralOf(id)], status: 'accepted' },
      }),
      missingCall: () => ({
        url: referralPaths.updateStatuses,
        body: { referral_ids: [missingId], status: 'accepted' },
      }),
    },
    // Customer documents (issue #15): a document kept on file at a location is case work on the customer.
    [`POST ${customerDocumentPaths.onFile}`]: {
      call: (id) => ({
        url: customerDocumentPath(customerDocumentPaths.onFile, id),
        body: { categoryId: 1, locationId: app().world.locationA.id },
      }),
    },
    // Performance metrics and wage records (issue #15): case work on the customer.
    [`POST ${performancePaths.create}`]: {
      call: (id) => ({ url: performancePaths.create, body: performanceBody(id) }),
    },
    [`POST ${performancePaths.update}`]: {
      call: async (id) => ({ url: await performanceUrl(performancePaths.update, id), body: performanceBody(id) }),
      missingCall: () => ({
        url: performancePath(performancePaths.update, missingId),
        body: performanceBody(missingId),
      }),
    },
    [`DELETE ${performancePaths.remove}`]: {
      call: async (id) => ({ url: await performanceUrl(performancePaths.remove, id) }),
      missingCall: () => ({ url: performancePath(performancePaths.remove, missingId) }),
    },
    [`POST ${wagePaths.create}`]: {
      call: (id) => ({ url: wagePaths.create, body: wageBody(id, '29-2061.00') }),
    },
    [`POST ${wagePaths.update}`]: {
      call: async (id) => ({
        url: wagePath(wagePaths.update, {
          id: id === missingId ? missingId : (await externalWage(app().db, id, 3)).id,
        }),
        body: { is_job_relevant: 1 },
      }),
      missingCall: () => ({ url: wagePath(wagePaths.update, { id: missingId }), body: { is_job_relevant: 1 } }),
    },
    [`POST ${groupPaths.members}`]: {
      call: async (id) => {
        const group = await createGroup(app().db, {
          locationId: app().world.locationA.id,
          createdBy: app().world.admin.id,
        });
        return { url: logPath(groupPaths.members, group.id), body: { customer_id: id } };
      },
    },
    // Funding (issue #25): every state change of a customer's transaction is case work on that customer.
    [`POST ${fundingPaths.save}`]: {
      call: async (id) => ({
        url: fundingPath(fundingPaths.save, { customerId: id, status: 1, id: 0 }),
        body: formBody(await funding(), app().world.caseManager.id),
      }),
    },
    [`POST ${fundingPaths.approve}`]: fundingAction(fundingPaths.approve, 1),
    [`POST ${fundingPaths.reject}`]: fundingAction(fundingPaths.reject, 1),
    [`POST ${fundingPaths.cancel}`]: fundingAction(fundingPaths.cancel, 1),
    [`POST ${fundingPaths.resubmit}`]: fundingAction(fundingPaths.resubmit, 5, true),
    [`POST ${fundingPaths.submitExpense}`]: fundingAction(fundingPaths.submitExpense, 2, true),
    [`POST ${fundingPaths.done}`]: fundingAction(fundingPaths.done, 4),
  };

  let fundingReady: Promise<FundingSetup> | undefined;
  /** One program with a budget, a vendor and a payment type for every funding call of this file. */
  const funding = () => (fundingReady ??= fundingSetup(app().db));

  /**
   * A funding state change on a transaction of the customer in `status` (requested by the case manager, so the admin
   * may approve it); for a missing customer, the same call on a transaction that does not exist.
   */
  function fundingAction(path: string, status: number, withForm = false): StaffWrite {
    const body = async (version: number) =>
      withForm ? formBody(await funding(), app().world.caseManager.id, { version }) : { version };
    return {
      call: async (customerId) => {
        if (customerId === missingId) return { url: fundingPath(path, { status, id: missingId }), body: await body(1) };
        const setup = await funding();
        const transaction = await createFundingTransaction(app().db, {
          customerId,
          createdBy: app().world.caseManager.id,
          approverId: app().world.admin.id,
          vendorId: setup.vendor.id,
          paymentTypeId: setup.paymentType.id,
          status,
          programs: [{ programId: setup.program.id, fundsCents: 10_000 }],
        });
        return { url: fundingPath(path, { status, id: transaction.id }), body: await body(transaction.version) };
      },
    };
  }

  /** A performance record the admin made for the customer (for a missing one: the id of no record). */
  async function performanceUrl(path: string, customerId: number) {
    if (customerId === missingId) return performancePath(path, missingId);
    const record = await insertPerformanceRecord(app().db, { customerId, creatorUserId: app().world.admin.id });
    return performancePath(path, record.id);
  }

  /** A referral of the customer from location A to B (for a missing customer: the id of no referral). */
  async function referralOf(customerId: number) {
    if (customerId === missingId) return missingId;
    const [row] = await app()
      .db.insert(schema.referrals)
      .values({
        customerId,
        kind: 'network',
        status: 'new',
        fromLocationId: app().world.locationA.id,
        toLocationId: app().world.locationB.id,
      })
      .returning({ id: schema.referrals.id });
    return row!.id;
  }

  const logPath = (path: string, id: number) => path.replace(':id', String(id));

  /** A log the admin made for the customer (or for a missing one: the id of no log). */
  async function logUrl(path: string, customerId: number) {
    if (customerId === missingId) return logPath(path, missingId);
    const log = await createServiceLog(app().db, {
      customerId,
      createdBy: app().world.admin.id,
      locationId: app().world.locationA.id,
    });
    return logPath(path, log.id);
  }

  function serviceLogBody(customerId: number) {
    const today = todayIso();
    return {
      created_for: 'customer',
      customer_created_for: customerId,
      created_at: app().world.locationA.id,
      created_by: app().world.admin.id,
      contactTypeValue: 1,
      title: 'Check-in',
      created_on: today,
      service_length: 'Single-day',
      minutes_in_day: 30,
      start_at: today,
      serviceTypeValue: 1,
      serviceNameValue: [1],
      statusValue: 'Active - Reportable Individual',
      note: 'Called',
    };
  }

  return staffWrites;
}
