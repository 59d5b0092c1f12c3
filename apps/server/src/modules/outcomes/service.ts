import {
  outcomeLimits,
  outcomeMessages,
  todayIso,
  type CustomerOutcomesResponse,
  type OutcomeAssignBody,
  type OutcomeAvailable,
  type OutcomeDetail,
  type OutcomeListItem,
  type OutcomeOwnInput,
  type OutcomeStaffPage,
  type OutcomeWidgetResponse,
  type StaffCustomerOutcomes,
  type StaffOutcomes,
} from '@portal/contracts';
import type { Db, DbOrTx } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { findCustomerWriteState, requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { canSeeCustomer, requireCustomer, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';
import type { OutcomeRow } from './repository.ts';
import { presentTemplate } from './library.ts';
import { outcomeStatusOf, outcomeSummaryOf } from './status.ts';

export { createTemplate, library, retireTemplate, updateTemplate } from './library.ts';

function presentOutcome(row: OutcomeRow): OutcomeListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    source: row.source,
    status: outcomeStatusOf(row),
    created_at: row.created_at,
    due_date: row.due_date,
    goal_count: row.goal_count,
    completed_goals: row.completed_goals,
    step_count: row.step_count,
    completed_steps: row.completed_steps,
  };
}

const scopeOf = (staff: StaffActor): repository.OutcomeScope =>
  staff.role === 'agency_admin' ? { kind: 'all' } : { kind: 'locations', ids: staff.locationIds };

/* ---------------------------------------------------------------- customer */

/** The customer's own plan, and the outcomes staff recommended that wait to be started. */
export async function customerOutcomes(db: Db, actor: Actor): Promise<CustomerOutcomesResponse> {
  const customer = requireCustomer(actor);
  const items = (await repository.customerOutcomeRows(db, customer.customerId)).map(presentOutcome);
  return {
    data: items.filter((item) => item.status !== 'recommended'),
    recommended: items.filter((item) => item.status === 'recommended'),
    summary: outcomeSummaryOf(items.map((item) => item.status)),
  };
}

/** The participant dashboard's Outcomes widget: the plan's rows and counts. */
export async function outcomesWidget(db: Db, actor: Actor): Promise<OutcomeWidgetResponse> {
  const { data, summary } = await customerOutcomes(db, actor);
  return {
    data: data.map(({ id, name, due_date, goal_count, completed_goals, step_count, completed_steps }) => ({
      id,
      name,
      due_date,
      goal_count,
      completed_goals,
      step_count,
      completed_steps,
    })),
    summary,
  };
}

async function detailOf(db: DbOrTx, customerId: number, outcomeId: number, writable: boolean): Promise<OutcomeDetail> {
  const row = await repository.outcomeRow(db, customerId, outcomeId);
  if (!row) throw notFound(outcomeMessages.notFound);
  const goals = await repository.outcomeGoals(db, outcomeId);
  const item = presentOutcome(row);
  return {
    ...item,
    can_edit: writable && item.status !== 'recommended',
    can_manage: writable && item.source === 'self',
    goals: goals.map((goal) => {
      const completedSteps = goal.steps.filter((step) => step.completedAt !== null).length;
      return {
        id: goal.id,
        name: goal.name,
        completed: goal.steps.length > 0 && completedSteps === goal.steps.length,
        step_count: goal.steps.length,
        completed_steps: completedSteps,
        steps: goal.steps.map((step) => ({
          id: step.id,
          name: step.name,
          due_date: step.dueDate,
          completed: step.completedAt !== null,
          completed_at: step.completedAt?.toISOString() ?? null,
        })),
      };
    }),
  };
}

async function customerWritable(db: DbOrTx, customerId: number) {
  const state = await findCustomerWriteState(db, customerId);
  return state !== null && state.status && state.deletedAt === null && !state.mergedInto;
}

export async function customerOutcomeDetail(db: Db, actor: Actor, outcomeId: number): Promise<OutcomeDetail> {
  const customer = requireCustomer(actor);
  return detailOf(db, customer.customerId, outcomeId, await customerWritable(db, customer.customerId));
}

/** Completes or reopens one step, or every step of a goal (the session hook has refused a read-only customer). */
export async function setCompleted(
  db: Db,
  actor: Actor,
  outcomeId: number,
  which: { stepId: number } | { goalId: number },
  completed: boolean,
): Promise<OutcomeDetail> {
  const customer = requireCustomer(actor);
  return db.transaction(async (tx) => {
    await requireWritableCustomer(tx, customer, customer.customerId);
    const row = await repository.outcomeRow(tx, customer.customerId, outcomeId);
    if (!row) throw notFound(outcomeMessages.notFound);
    const exists =
      'stepId' in which
        ? await repository.stepExists(tx, outcomeId, which.stepId)
        : await repository.goalExists(tx, outcomeId, which.goalId);
    if (!exists) throw notFound(outcomeMessages.notFound);
    if (!row.started) throw conflict(outcomeMessages.notRecommended);
    const changed = await repository.setStepsCompleted(tx, outcomeId, which, completed);
    await audit(tx, {
      actor,
      action: `outcomes.${'stepId' in which ? 'step' : 'goal'}.${completed ? 'complete' : 'reopen'}`,
      entityType: 'customer_outcome',
      entityId: outcomeId,
      customerId: customer.customerId,
      detail: { ...which, steps_changed: changed },
    });
    return detailOf(tx, customer.customerId, outcomeId, true);
  });
}

/** The customer starts an outcome staff recommended: it joins the plan. */
export async function startRecommended(db: Db, actor: Actor, outcomeId: number): Promise<OutcomeDetail> {
  const customer = requireCustomer(actor);
  return db.transaction(async (tx) => {
    await requireWritableCustomer(tx, customer, customer.customerId);
    const row = await repository.outcomeRow(tx, customer.customerId, outcomeId);
    if (!row) throw notFound(outcomeMessages.notFound);
    if (row.started) throw conflict(outcomeMessages.notRecommended);
    await repository.startOutcome(tx, outcomeId);
    await audit(tx, {
      actor,
      action: 'outcomes.start',
      entityType: 'customer_outcome',
      entityId: outcomeId,
      customerId: customer.customerId,
    });
    return detailOf(tx, customer.customerId, outcomeId, true);
  });
}

/** Library outcomes the customer does not hold yet. */
export async function availableOutcomes(db: Db, actor: Actor): Promise<OutcomeAvailable> {
  const customer = requireCustomer(actor);
  const held = await repository.heldTemplateIds(db, customer.customerId);
  const templates = await repository.listTemplates(db);
  return { data: templates.filter((template) => !held.has(template.id)).map(presentTemplate) };
}

async function templateFor(tx: DbOrTx, customerId: number, templateId: number) {
  const template = await repository.findTemplate(tx, templateId);
  if (!template) throw invalid({ template_id: [outcomeMessages.templateUnknown] });
  if ((await repository.heldTemplateIds(tx, customerId)).has(template.id)) {
    throw invalid({ template_id: [outcomeMessages.alreadyHeld] });
  }
  return template;
}

/** The customer adds a library outcome to their own plan. */
export async function addOwnOutcome(db: Db, actor: Actor, templateId: number): Promise<OutcomeDetail> {
  const customer = requireCustomer(actor);
  return db.transaction(async (tx) => {
    await requireWritableCustomer(tx, customer, customer.customerId);
    const template = await templateFor(tx, customer.customerId, templateId);
    const id = await repository.insertOutcome(tx, {
      customerId: customer.customerId,
      template,
      source: 'self',
      createdByStaffId: null,
      today: todayIso(),
    });
    await audit(tx, {
      actor,
      action: 'outcomes.add',
      entityType: 'customer_outcome',
      entityId: id,
      customerId: customer.customerId,
      detail: { template_id: template.id },
    });
    return detailOf(tx, customer.customerId, id, true);
  });
}

const planOf = (input: OutcomeOwnInput): repository.PlanGoal[] =>
  input.goals.map((goal) => ({
    id: goal.id,
    name: goal.name,
    steps: goal.steps.map((step) => ({ id: step.id, name: step.name, dueDate: step.due_date })),
  }));

/** The customer makes an outcome of their own: its goals and steps as they wrote them, in their plan at once. */
export async function createOwnOutcome(db: Db, actor: Actor, input: OutcomeOwnInput): Promise<OutcomeDetail> {
  const customer = requireCustomer(actor);
  return db.transaction(async (tx) => {
    await requireWritableCustomer(tx, customer, customer.customerId);
    const id = await repository.insertOwnOutcome(tx, customer.customerId, {
      name: input.name,
      description: input.description,
      goals: planOf(input),
    });
    await audit(tx, {
      actor,
      action: 'outcomes.create_own',
      entityType: 'customer_outcome',
      entityId: id,
      customerId: customer.customerId,
    });
    return detailOf(tx, customer.customerId, id, true);
  });
}

/** One of the customer's outcomes that they made or added themselves: 404 when not theirs, 403 when staff's. */
async function ownOutcome(tx: DbOrTx, customerId: number, outcomeId: number) {
  const row = await repository.outcomeRow(tx, customerId, outcomeId);
  if (!row) throw notFound(outcomeMessages.notFound);
  if (row.source !== 'self') throw forbidden(outcomeMessages.notOwn);
  return row;
}

/** The customer edits an outcome they made or added: kept steps keep their completion (ADR 0043). */
export async function updateOwnOutcome(
  db: Db,
  actor: Actor,
  outcomeId: number,
  input: OutcomeOwnInput,
): Promise<OutcomeDetail> {
  const customer = requireCustomer(actor);
  return db.transaction(async (tx) => {
    await requireWritableCustomer(tx, customer, customer.customerId);
    await ownOutcome(tx, customer.customerId, outcomeId);
    await repository.updateOutcomeText(tx, outcomeId, { name: input.name, description: input.description });
    await repository.writePlan(tx, outcomeId, planOf(input));
    await audit(tx, {
      actor,
      action: 'outcomes.update_own',
      entityType: 'customer_outcome',
      entityId: outcomeId,
      customerId: customer.customerId,
    });
    return detailOf(tx, customer.customerId, outcomeId, true);
  });
}

/** The customer deletes an outcome they made or added, with its goals and steps. */
export async function deleteOwnOutcome(db: Db, actor: Actor, outcomeId: number): Promise<{ message: string }> {
  const customer = requireCustomer(actor);
  return db.transaction(async (tx) => {
    await requireWritableCustomer(tx, customer, customer.customerId);
    await ownOutcome(tx, customer.customerId, outcomeId);
    await repository.deleteOutcome(tx, outcomeId);
    await audit(tx, {
      actor,
      action: 'outcomes.delete_own',
      entityType: 'customer_outcome',
      entityId: outcomeId,
      customerId: customer.customerId,
    });
    return { message: outcomeMessages.deleted };
  });
}

/* ------------------------------------------------------------------- staff */

/** A customer's outcomes, for staff who reach the customer (their locations; agency admins every one). */
export async function staffCustomerOutcomes(db: Db, actor: Actor, customerId: number): Promise<StaffCustomerOutcomes> {
  const staff = requireStaff(actor);
  const customer = await findCustomerWriteState(db, customerId);
  if (!customer || customer.deletedAt !== null) throw notFound();
  if (!canSeeCustomer(staff, customer)) throw forbidden();
  return { data: (await repository.customerOutcomeRows(db, customerId)).map(presentOutcome) };
}

/** A case manager assigns or recommends a library outcome to a customer at their locations (audited). */
export async function assignOutcome(
  db: Db,
  actor: Actor,
  customerId: number,
  input: OutcomeAssignBody,
): Promise<OutcomeListItem> {
  const staff = requireStaff(actor);
  return db.transaction(async (tx) => {
    const customer = await requireWritableCustomer(tx, staff, customerId);
    const template = await templateFor(tx, customer.id, input.template_id);
    const id = await repository.insertOutcome(tx, {
      customerId: customer.id,
      template,
      source: input.kind,
      createdByStaffId: staff.staffId,
      today: todayIso(),
    });
    await audit(tx, {
      actor,
      action: input.kind === 'assigned' ? 'outcomes.assign' : 'outcomes.recommend',
      entityType: 'customer_outcome',
      entityId: id,
      customerId: customer.id,
      detail: { template_id: template.id },
    });
    return presentOutcome((await repository.outcomeRow(tx, customer.id, id))!);
  });
}

export async function staffTotals(db: Db, actor: Actor): Promise<StaffOutcomes> {
  const staff = requireStaff(actor);
  const totals = await repository.staffTotals(db, scopeOf(staff));
  return {
    total_completed_outcomes: totals.completed,
    total_assigned_outcomes: totals.assigned,
    total_recommended_outcomes: totals.recommended,
  };
}

/** The staff /outcomes page: the totals and the outcomes of customers at the caller's locations, newest change first. */
export async function staffPage(db: Db, actor: Actor, page: number): Promise<OutcomeStaffPage> {
  const staff = requireStaff(actor);
  const perPage = outcomeLimits.perPage;
  const [totals, found] = await Promise.all([
    staffTotals(db, staff),
    repository.staffOutcomeRows(db, scopeOf(staff), { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return {
    totals,
    data: found.rows.map((row) => ({
      ...presentOutcome(row),
      customer: { id: row.customer_id, full_name: `${row.customer_first_name} ${row.customer_last_name}` },
    })),
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(found.total / perPage)),
    total: found.total,
  };
}
