import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  customerRecordMessages,
  dateBoundMessages,
  dateBounds,
  outcomeDueDateLabel,
  outcomeMessages,
  outcomePaths,
  todayIso,
  type CustomerOutcomesResponse,
  type ErrorBody,
  type OutcomeDetail,
  type OutcomeListItem,
  type OutcomeStaffPage,
  type StaffCustomerOutcomes,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { assignUrl, detailUrl, insertTemplate, ownOutcomeBody, stepUrl } from './outcomes.fixtures.ts';

/** "A customer may add their own" (issue #24): outcomes the customer writes, edits and deletes; staff see them. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 4 * testAppTimeout);
afterAll(() => t?.close());

async function createOwn(name = 'Open a small bakery'): Promise<OutcomeDetail> {
  const response = await (await t.as('customer')).post(outcomePaths.customerOwn, ownOutcomeBody(name));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("the customer's own outcomes", () => {
  it('are made with goals and dated steps, in the plan at once, audited, and staff see them', async () => {
    const made = await createOwn();
    expect(made).toMatchObject({
      name: 'Open a small bakery',
      description: 'My own plan.',
      source: 'self',
      status: 'not_started',
      goal_count: 2,
      step_count: 3,
      due_date: addDaysIso(todayIso(), 7),
      can_edit: true,
      can_manage: true,
    });
    expect(made.goals.map((goal) => goal.steps.map((step) => [step.name, step.due_date]))).toEqual([
      [
        ['Take the SBA course', addDaysIso(todayIso(), 7)],
        ['Price the menu', addDaysIso(todayIso(), 30)],
      ],
      [['Visit the commissary kitchen', null]],
    ]);
    const list = (await (await t.as('customer')).get(outcomePaths.customerList)).json<CustomerOutcomesResponse>();
    expect(list.data.map((item) => item.id)).toContain(made.id);
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityId, String(made.id)), eq(schema.auditLog.action, 'outcomes.create_own')));
    expect(entry).toMatchObject({ actorGuard: 'customer', customerId: t.world.customer.id });

    const staffView = await (await t.as('caseManager')).get(assignUrl(t.world.customer.id));
    expect(staffView.json<StaffCustomerOutcomes>().data.find((item) => item.id === made.id)).toMatchObject({
      source: 'self',
      name: 'Open a small bakery',
    });
    const staffPage = (await (await t.as('caseManager')).get(outcomePaths.staffList)).json<OutcomeStaffPage>();
    expect(staffPage.data.map((item) => item.id)).toContain(made.id);
  });

  it('are edited: kept steps keep their completion, new ones are added, left-out ones removed', async () => {
    const made = await createOwn('Get my forklift card');
    const customer = await t.as('customer');
    const [first, second] = made.goals[0]!.steps;
    expect((await customer.put(stepUrl(made.id, first!.id), { completed: true })).statusCode).toBe(200);
    const edited = await customer.put(detailUrl(made.id), {
      name: 'Get my forklift certificate',
      description: '',
      goals: [
        {
          id: made.goals[0]!.id,
          name: 'Training',
          steps: [
            { id: first!.id, name: 'Take the SBA course', due_date: addDaysIso(todayIso(), 3) },
            { name: 'Book the practical test', due_date: addDaysIso(todayIso(), 14) },
          ],
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = edited.json<OutcomeDetail>();
    expect(detail).toMatchObject({
      name: 'Get my forklift certificate',
      status: 'in_progress',
      goal_count: 1,
      step_count: 2,
      completed_steps: 1,
    });
    expect(detail.goals[0]).toMatchObject({ id: made.goals[0]!.id, name: 'Training' });
    expect(detail.goals[0]!.steps.map((step) => [step.id === first!.id, step.completed, step.due_date])).toEqual([
      [true, true, addDaysIso(todayIso(), 3)],
      [false, false, addDaysIso(todayIso(), 14)],
    ]);
    const left = await t.db
      .select()
      .from(schema.customerOutcomeSteps)
      .where(eq(schema.customerOutcomeSteps.id, second!.id));
    expect(left).toEqual([]);
  });

  it('are deleted with their goals and steps', async () => {
    const made = await createOwn('Learn Excel');
    const customer = await t.as('customer');
    const deleted = await customer.delete(detailUrl(made.id));
    expect({ status: deleted.statusCode, body: deleted.json<unknown>() }).toEqual({
      status: 200,
      body: { message: outcomeMessages.deleted },
    });
    expect((await customer.get(detailUrl(made.id))).statusCode).toBe(404);
    const steps = await t.db
      .select()
      .from(schema.customerOutcomeSteps)
      .where(eq(schema.customerOutcomeSteps.outcomeId, made.id));
    expect(steps).toEqual([]);
  });

  it("refuses to change what staff assigned (403), another customer's outcome (404) and bad input (422)", async () => {
    const templateId = await insertTemplate(t.db, `Assigned ${Date.now()}`);
    const assigned = await (
      await t.as('caseManager')
    ).post(assignUrl(t.world.customer.id), {
      template_id: templateId,
      kind: 'assigned',
    });
    const assignedId = assigned.json<OutcomeListItem>().id;
    const customer = await t.as('customer');
    expect((await customer.get(detailUrl(assignedId))).json()).toMatchObject({ can_edit: true, can_manage: false });
    for (const response of [
      await customer.put(detailUrl(assignedId), ownOutcomeBody()),
      await customer.delete(detailUrl(assignedId)),
    ]) {
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: 403,
        body: { message: outcomeMessages.notOwn },
      });
    }

    const mine = await createOwn('Mine only');
    const other = await t.as('anotherCustomer');
    expect((await other.put(detailUrl(mine.id), ownOutcomeBody())).statusCode).toBe(404);
    expect((await other.delete(detailUrl(mine.id))).statusCode).toBe(404);

    const ceiling = dateBounds.plan(todayIso()).max;
    const bad = await customer.post(outcomePaths.customerOwn, {
      name: ' ',
      goals: [
        { name: 'A goal', steps: [] },
        {
          name: '',
          steps: [
            { name: 'Too late', due_date: addDaysIso(ceiling, 1) },
            { name: 'Too early', due_date: '1899-12-31' },
            { name: 'Not a day', due_date: '2026-02-30' },
          ],
        },
      ],
    });
    expect({ status: bad.statusCode, errors: bad.json<ErrorBody>().errors }).toEqual({
      status: 422,
      errors: {
        name: [outcomeMessages.nameRequired],
        'goals.0.steps': [outcomeMessages.stepsRequired],
        'goals.1.name': [outcomeMessages.goalNameRequired],
        'goals.1.steps.0.due_date': [dateBoundMessages.tooLate(outcomeDueDateLabel, ceiling)],
        'goals.1.steps.1.due_date': [dateBoundMessages.tooEarly(outcomeDueDateLabel)],
        'goals.1.steps.2.due_date': [`The ${outcomeDueDateLabel} is not a valid date.`],
      },
    });
    const noGoals = await customer.post(outcomePaths.customerOwn, { name: 'Empty', goals: [] });
    expect(noGoals.json<ErrorBody>().errors).toEqual({ goals: [outcomeMessages.goalsRequired] });
    const onTheCeiling = await customer.post(outcomePaths.customerOwn, {
      name: 'Far ahead',
      goals: [{ name: 'Goal', steps: [{ name: 'Step', due_date: ceiling }] }],
    });
    expect(onTheCeiling.statusCode, onTheCeiling.body).toBe(200);
  });

  it("are read-only while the customer's record is archived", async () => {
    const made = await createOwn('Archived plan');
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, t.world.customer.id));
    try {
      const customer = await t.as('customer');
      expect((await customer.get(detailUrl(made.id))).json()).toMatchObject({ can_edit: false, can_manage: false });
      for (const response of [
        await customer.post(outcomePaths.customerOwn, ownOutcomeBody()),
        await customer.put(detailUrl(made.id), ownOutcomeBody()),
        await customer.delete(detailUrl(made.id)),
      ]) {
        expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
          status: 409,
          body: { message: customerRecordMessages.archivedReadOnlyForCustomer },
        });
      }
    } finally {
      await t.db.update(schema.customers).set({ status: true }).where(eq(schema.customers.id, t.world.customer.id));
    }
  });
});
