import type { z } from 'zod';
import {
  automaticExitDays,
  boardDateOf,
  boardDayStart,
  boardToday,
  programApplicationMessages as messages,
  type Application,
  type decisionBodySchema,
  type exitBodySchema,
  type ProgramsPanel,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { reachableCustomer, writableCustomer } from '../customer-record/service.ts';
import { eligibilityFor } from '../service-log/eligibility.ts';
import { automaticExitCandidates, exitEnrollments, exitGroup } from './exits.ts';
import * as repository from './repository.ts';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** The record's Programs panel: applications with their assessment and decision, enrolments, follow-ups. */
export async function programsPanel(db: Db, actor: Actor, customerId: number): Promise<ProgramsPanel> {
  const { customer } = await reachableCustomer(db, actor, customerId);
  const [programs, applications, decisions, enrollments, followUps, documents] = await Promise.all([
    repository.listPrograms(db),
    repository.listApplications(db, customer.id),
    repository.listDecisions(db, customer.id),
    repository.listEnrollments(db, customer.id),
    repository.listFollowUps(db, customer.id),
    repository.liveDocuments(db, customer.id),
  ]);
  const applied = programs.filter((program) => applications.some((row) => row.programId === program.id));
  const eligibility = await eligibilityFor(db, customer.id, applied);
  const decisionDocuments = await repository.listDecisionDocuments(
    db,
    decisions.map((row) => row.id),
  );
  const exitOn = new Map(
    (await automaticExitCandidates(db, boardToday(), automaticExitDays + 1, customer.id)).map((row) => [
      row.id,
      row.exit_on,
    ]),
  );
  return {
    applications: applications.map((row): Application => {
      const check = eligibility.find((result) => result.program_id === row.programId);
      const decision = decisions.find((item) => item.applicationId === row.id);
      return {
        id: row.id,
        program_id: row.programId,
        program_name: row.programName,
        status: row.status,
        opened_at: iso(row.openedAt),
        opened_by: row.openedBy,
        assessment: check?.assessment ?? 'needs_review',
        reasons: check?.reasons ?? [],
        missing_documents: check?.missing_documents ?? [],
        decision: decision
          ? {
              decision: decision.decision,
              reason: decision.reason,
              decided_at: iso(decision.decidedAt),
              decided_by: decision.decidedBy,
              documents: decisionDocuments
                .filter((document) => document.decisionId === decision.id)
                .map((document) => ({ id: document.id, name: document.name })),
            }
          : null,
      };
    }),
    enrollments: enrollments.map((row) => ({
      id: row.id,
      program_id: row.programId,
      program_name: row.programName,
      started_at: iso(row.createdAt),
      last_service_at: row.lastServiceAt ? iso(row.lastServiceAt) : null,
      exit_at: row.exitAt ? iso(row.exitAt) : null,
      exit_reason: row.exitReason as ProgramsPanel['enrollments'][number]['exit_reason'],
      exit_kind: row.exitKind as ProgramsPanel['enrollments'][number]['exit_kind'],
      automatic_exit_on: row.exitAt ? null : (exitOn.get(row.id) ?? null),
    })),
    follow_ups: followUps.map((row) => ({
      id: row.id,
      enrollment_id: row.enrollmentId,
      program_name: row.programName,
      quarter: row.quarter,
      due_on: row.dueOn,
      answered_at: row.answeredAt ? iso(row.answeredAt) : null,
      employed: row.employed,
      credential_attained: row.credentialAttained,
      wage_record_id: row.wageRecordId,
      performance_record_id: row.performanceRecordId,
    })),
    programs: programs.map((program) => ({ id: program.id, name: program.name })),
    documents: documents.map((document) => ({ id: document.id, name: document.name, category: document.category })),
  };
}

export async function openApplication(db: Db, actor: Actor, customerId: number, programId: number, ip: string) {
  const { staff, customer } = await writableCustomer(db, actor, customerId);
  const program = (await repository.listPrograms(db)).find((row) => row.id === programId);
  if (!program) throw invalid({ program_id: [messages.programInvalid] });
  const id = await db.transaction(async (tx) => {
    const created = await repository.insertApplication(tx, {
      customerId: customer.id,
      programId: program.id,
      openedBy: staff.staffId,
    });
    if (created === null) throw invalid({ program_id: [messages.alreadyOpen] });
    await audit(tx, {
      actor,
      action: 'program_application.open',
      entityType: 'program_application',
      entityId: created,
      customerId: customer.id,
      detail: { program_id: program.id },
      ip,
    });
    return created;
  });
  return { id, message: messages.opened };
}

export async function decide(
  db: Db,
  actor: Actor,
  params: { id: number; applicationId: number },
  body: z.output<typeof decisionBodySchema>,
  ip: string,
) {
  const { staff, customer } = await writableCustomer(db, actor, params.id);
  const live = await repository.liveDocuments(db, customer.id);
  const documentIds = [...new Set(body.document_ids)];
  if (documentIds.some((documentId) => !live.some((document) => document.id === documentId)))
    throw invalid({ document_ids: [messages.documentsInvalid] });
  await db.transaction(async (tx) => {
    const application = await repository.lockApplication(tx, customer.id, params.applicationId);
    if (!application) throw notFound();
    if (application.status !== 'open') throw conflict(messages.alreadyDecided);
    const decisionId = await repository.insertDecision(
      tx,
      {
        applicationId: application.id,
        customerId: customer.id,
        programId: application.programId,
        decision: body.decision,
        reason: body.reason,
        decidedBy: staff.staffId,
      },
      documentIds,
    );
    await audit(tx, {
      actor,
      action: 'eligibility_decision.record',
      entityType: 'eligibility_decision',
      entityId: decisionId,
      customerId: customer.id,
      detail: { application_id: application.id, decision: body.decision, document_ids: documentIds },
      ip,
    });
  });
  return { message: messages.decided };
}

/** Records an exit: the date between the enrolment's start and today (board zone), with the PIRL reason if any. */
export async function recordExit(
  db: Db,
  actor: Actor,
  params: { id: number; enrollmentId: number },
  body: z.output<typeof exitBodySchema>,
  ip: string,
) {
  const { staff, customer } = await writableCustomer(db, actor, params.id);
  await db.transaction(async (tx) => {
    const group = await exitGroup(tx, customer.id, params.enrollmentId);
    if (!group.length) {
      const exists = (await repository.listEnrollments(tx, customer.id)).some((row) => row.id === params.enrollmentId);
      throw exists ? conflict(messages.alreadyExited) : notFound();
    }
    const start = group
      .map((row) => boardDateOf(row.createdAt))
      .sort()
      .at(-1)!;
    if (body.exit_date < start) throw invalid({ exit_date: [messages.exitBeforeStart(start)] });
    const exited = await exitEnrollments(tx, {
      customerId: customer.id,
      enrollmentIds: group.map((row) => row.id),
      exitAt: boardDayStart(body.exit_date),
      reason: body.exit_reason,
      kind: 'recorded',
      recordedBy: staff.staffId,
    });
    await audit(tx, {
      actor,
      action: 'enrollment.exit',
      entityType: 'service_log_enrollment',
      entityId: params.enrollmentId,
      customerId: customer.id,
      detail: { enrollment_ids: exited, exit_date: body.exit_date, exit_reason: body.exit_reason },
      ip,
    });
  });
  return { message: messages.exited };
}
