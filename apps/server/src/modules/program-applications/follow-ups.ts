import type { z } from 'zod';
import {
  boardToday,
  performanceKinds,
  programApplicationMessages as messages,
  type followUpBodySchema,
} from '@portal/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { writableCustomer } from '../customer-record/service.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { createRecord } from '../performance/service.ts';
import { createWage } from '../wages/service.ts';
import * as repository from './repository.ts';

type Body = z.output<typeof followUpBodySchema>;

/** A refusal of the wage or performance service, its fields named as the follow-up's form names them. */
async function asFollowUpFields<T>(run: () => Promise<T>, field: (key: string) => string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.status === 422 && error.errors)
      throw invalid(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [field(key), list])));
    throw error;
  }
}

/**
 * Records a due follow-up's answers. Employment makes a wage record and a credential a credential-attainment
 * performance record, each through its own module's service (its rules and audit). They run inside this
 * transaction, their own transactions becoming savepoints, so a refusal of either leaves nothing behind.
 */
export async function answerFollowUp(
  deps: UploadDeps,
  actor: Actor,
  params: { id: number; followUpId: number },
  body: Body,
  ip: string,
) {
  const { staff, customer } = await writableCustomer(deps.db, actor, params.id);
  await deps.db.transaction(async (tx) => {
    const followUp = await repository.lockFollowUp(tx, customer.id, params.followUpId);
    if (!followUp) throw notFound();
    if (followUp.answeredAt) throw conflict(messages.followUpAnswered);
    if (followUp.dueOn > boardToday()) throw conflict(messages.followUpNotDue);
    const inTransaction: UploadDeps = { ...deps, db: tx };
    const wage =
      body.employed && body.wage
        ? await asFollowUpFields(
            () => createWage(inTransaction, actor, { ...body.wage!, customerId: customer.id, evidence: undefined }, ip),
            (key) => `wage.${key}`,
          )
        : null;
    const credential =
      body.credential_attained && body.credential_type_id && body.credential_date
        ? await asFollowUpFields(
            () =>
              createRecord(
                inTransaction,
                actor,
                {
                  measurable_id: body.credential_type_id!,
                  measurable_type: performanceKinds.credential_attainment.measurableType,
                  date_affected: body.credential_date!,
                  customer_id: customer.id,
                  note: `<p>Follow-up, quarter ${followUp.quarter} after exit</p>`,
                  evidence: undefined,
                },
                ip,
              ),
            (key) => (key === 'date_affected' ? 'credential_date' : 'credential_type_id'),
          )
        : null;
    await repository.saveFollowUpAnswers(tx, followUp.id, {
      answeredBy: staff.staffId,
      employed: body.employed,
      employerName: body.employed ? (body.wage?.employer_name ?? null) : null,
      jobTitle: body.employed ? (body.wage?.job_title ?? null) : null,
      hourlyWage: body.employed && body.wage?.wage_increment === 'hourly' ? body.wage.starting_wage : null,
      credentialAttained: body.credential_attained,
      wageRecordId: wage?.data.id ?? null,
      performanceRecordId: credential?.data.id ?? null,
    });
    await audit(tx, {
      actor,
      action: 'program_follow_up.answer',
      entityType: 'program_follow_up',
      entityId: followUp.id,
      customerId: customer.id,
      detail: { wage_record_id: wage?.data.id ?? null, performance_record_id: credential?.data.id ?? null },
      ip,
    });
  });
  return { message: messages.followUpSaved };
}
