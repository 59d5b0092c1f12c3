import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  customerRecordMessages,
  dashboardPaths,
  outcomeMessages,
  outcomePath,
  outcomePaths,
  todayIso,
  type CustomerOutcomesResponse,
  type OutcomeDetail,
  type OutcomeListItem,
  type OutcomeStaffPage,
  type OutcomeTemplate,
  type OutcomeWidgetResponse,
  type StaffOutcomes,
  type ErrorBody,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { assignUrl, detailUrl, goalUrl, insertTemplate, stepUrl, templateBody } from './outcomes.fixtures.ts';
import { outcomeStatusOf, outcomeSummaryOf } from './status.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 4 * testAppTimeout);
afterAll(() => t?.close());

async function createTemplate(name: string): Promise<OutcomeTemplate> {
  const response = await (await t.as('admin')).post(outcomePaths.library, templateBody(name));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function assign(templateId: number, kind: 'assigned' | 'recommended', customerId = t.world.customer.id) {
  const response = await (await t.as('caseManager')).post(assignUrl(customerId), { template_id: templateId, kind });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutcomeListItem>();
}

describe('derived status', () => {
  it('comes from the steps alone', () => {
    expect(outcomeStatusOf({ started: false, step_count: 2, completed_steps: 0 })).toBe('recommended');
    expect(outcomeStatusOf({ started: true, step_count: 2, completed_steps: 0 })).toBe('not_started');
    expect(outcomeStatusOf({ started: true, step_count: 2, completed_steps: 1 })).toBe('in_progress');
    expect(outcomeStatusOf({ started: true, step_count: 2, completed_steps: 2 })).toBe('completed');
    expect(outcomeStatusOf({ started: true, step_count: 0, completed_steps: 0 })).toBe('not_started');
    expect(outcomeSummaryOf(['recommended', 'not_started', 'in_progress', 'completed'])).toEqual({
      total: 3,
      inprogress: 1,
      completed: 1,
    });
  });
});

describe('the library', () => {
  it('admins add, edit and retire outcomes; case managers only read them', async () => {
    const admin = await t.as('admin');
    const created = await createTemplate('Finish a GED');
    expect(created).toMatchObject({ name: 'Finish a GED', goal_count: 2, step_count: 3 });
    const edited = await admin.put(outcomePath(outcomePaths.libraryItem, { id: created.id }), {
      ...templateBody('Finish a GED (HiSET)'),
      goals: [{ name: 'Study', steps: [{ name: 'Take a practice test', due_in_days: 7 }] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Finish a GED (HiSET)', goal_count: 1, step_count: 1 });

    const caseManager = await t.as('caseManager');
    expect((await caseManager.post(outcomePaths.library, templateBody('Nope'))).statusCode).toBe(403);
    const list = (await caseManager.get(outcomePaths.library)).json<{ data: OutcomeTemplate[] }>();
    expect(list.data.map((row) => row.name)).toContain('Finish a GED (HiSET)');

    expect((await admin.delete(outcomePath(outcomePaths.libraryItem, { id: created.id }))).statusCode).toBe(200);
    const after = (await caseManager.get(outcomePaths.library)).json<{ data: OutcomeTemplate[] }>();
    expect(after.data.map((row) => row.id)).not.toContain(created.id);
    expect((await admin.delete(outcomePath(outcomePaths.libraryItem, { id: created.id }))).statusCode).toBe(404);
  });

  it('answers bad input with 422 and field errors', async () => {
    const admin = await t.as('admin');
    const noGoals = await admin.post(outcomePaths.library, { name: 'Empty plan', goals: [] });
    expect(noGoals.statusCode).toBe(422);
    expect(noGoals.json<ErrorBody>().errors?.goals).toEqual([outcomeMessages.goalsRequired]);
    const blank = await admin.post(outcomePaths.library, {
      name: '  ',
      goals: [{ name: 'A goal', steps: [] }],
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json<ErrorBody>().errors).toMatchObject({
      name: [outcomeMessages.nameRequired],
      'goals.0.steps': [outcomeMessages.stepsRequired],
    });
    const badDays = await admin.post(outcomePaths.library, {
      name: 'Bad days',
      goals: [{ name: 'G', steps: [{ name: 'S', due_in_days: -1 }] }],
    });
    expect(badDays.statusCode).toBe(422);
  });
});

describe("a customer's plan", () => {
  it('a case manager assigns; the customer sees it, completes steps and a goal, and the status follows', async () => {
    const template = await createTemplate('Get a CDL Class A');
    const assigned = await assign(template.id, 'assigned');
    expect(assigned).toMatchObject({ status: 'not_started', source: 'assigned', step_count: 3, goal_count: 2 });
    expect(assigned.due_date).toBe(todayIso());

    const customer = await t.as('customer');
    const widget = (await customer.get(outcomePaths.widget)).json<OutcomeWidgetResponse>();
    expect(widget.data).toContainEqual({
      id: assigned.id,
      name: 'Get a CDL Class A',
      due_date: todayIso(),
      goal_count: 2,
      completed_goals: 0,
      step_count: 3,
      completed_steps: 0,
    });

    const detail = (await customer.get(detailUrl(assigned.id))).json<OutcomeDetail>();
    expect(detail.can_edit).toBe(true);
    const [first, second] = detail.goals;
    const done = await customer.put(stepUrl(assigned.id, first!.steps[0]!.id), { completed: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'in_progress',
      completed_steps: 1,
      completed_goals: 0,
      due_date: addDaysIso(todayIso(), 2),
    });

    const goal = (await customer.put(goalUrl(assigned.id, first!.id), { completed: true })).json<OutcomeDetail>();
    expect(goal.goals[0]).toMatchObject({ completed: true, completed_steps: 2 });
    expect(goal).toMatchObject({ completed_goals: 1, completed_steps: 2, status: 'in_progress', due_date: null });

    const all = (await customer.put(goalUrl(assigned.id, second!.id), { completed: true })).json<OutcomeDetail>();
    expect(all.status).toBe('completed');
    const reopened = (
      await customer.put(stepUrl(assigned.id, second!.steps[0]!.id), { completed: false })
    ).json<OutcomeDetail>();
    expect(reopened).toMatchObject({ status: 'in_progress', completed_goals: 1 });

    // Who did it: the customer's session, in the audit log.
    const audits = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entityType, 'customer_outcome'), eq(schema.auditLog.entityId, String(assigned.id))),
      );
    expect(audits.map((row) => [row.action, row.actorGuard, row.actorId])).toEqual(
      expect.arrayContaining([
        ['outcomes.assign', 'staff', t.world.caseManager.id],
        ['outcomes.step.complete', 'customer', t.world.customer.id],
        ['outcomes.goal.complete', 'customer', t.world.customer.id],
      ]),
    );
  });

  it('a recommended outcome waits to be started, and its steps cannot be done before', async () => {
    const template = await createTemplate('Apply for a Pell grant');
    const recommended = await assign(template.id, 'recommended');
    const customer = await t.as('customer');
    const list = (await customer.get(outcomePaths.customerList)).json<CustomerOutcomesResponse>();
    expect(list.recommended.map((row) => row.id)).toContain(recommended.id);
    expect(list.data.map((row) => row.id)).not.toContain(recommended.id);

    const detail = (await customer.get(detailUrl(recommended.id))).json<OutcomeDetail>();
    expect(detail).toMatchObject({ status: 'recommended', can_edit: false });
    const early = await customer.put(stepUrl(recommended.id, detail.goals[0]!.steps[0]!.id), { completed: true });
    expect(early.statusCode).toBe(409);

    const started = await customer.post(outcomePath(outcomePaths.customerStart, { id: recommended.id }));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'not_started', source: 'recommended', can_edit: true });
    expect((await customer.post(outcomePath(outcomePaths.customerStart, { id: recommended.id }))).statusCode).toBe(409);
  });

  it('the customer adds a library outcome; the available list leaves out what the plan holds', async () => {
    const templateId = await insertTemplate(t.db, 'Get a forklift certificate');
    const customer = await t.login('customer');
    const before = (await customer.get(outcomePaths.customerAvailable)).json<{ data: OutcomeTemplate[] }>();
    expect(before.data.map((row) => row.id)).toContain(templateId);
    const added = await customer.post(outcomePaths.customerList, { template_id: templateId });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ source: 'self', status: 'not_started' });
    const after = (await customer.get(outcomePaths.customerAvailable)).json<{ data: OutcomeTemplate[] }>();
    expect(after.data.map((row) => row.id)).not.toContain(templateId);

    const again = await customer.post(outcomePaths.customerList, { template_id: templateId });
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorBody>().errors?.template_id).toEqual([outcomeMessages.alreadyHeld]);
    const unknown = await customer.post(outcomePaths.customerList, { template_id: 2_000_000_000 });
    expect(unknown.json<ErrorBody>().errors?.template_id).toEqual([outcomeMessages.templateUnknown]);
    const missing = await customer.post(outcomePaths.customerList, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors?.template_id).toEqual([outcomeMessages.templateRequired]);
    const badBody = await customer.put(stepUrl(1, 1), { completed: 'yes' });
    expect(badBody.statusCode).toBe(422);
  });

  it("another customer's outcome is not found, and staff outside the locations are refused", async () => {
    const template = await createTemplate('Finish a Welding certificate');
    const theirs = await assign(template.id, 'assigned');
    const other = await t.as('anotherCustomer');
    expect((await other.get(detailUrl(theirs.id))).statusCode).toBe(404);
    const detail = (await (await t.as('customer')).get(detailUrl(theirs.id))).json<OutcomeDetail>();
    expect((await other.put(stepUrl(theirs.id, detail.goals[0]!.steps[0]!.id), { completed: true })).statusCode).toBe(
      404,
    );
    const outsider = await t.as('caseManagerOther');
    expect((await outsider.get(assignUrl(t.world.customer.id))).statusCode).toBe(403);
    expect(
      (await outsider.post(assignUrl(t.world.customer.id), { template_id: template.id, kind: 'assigned' })).statusCode,
    ).toBe(403);
    const page = (await outsider.get(outcomePaths.staffList)).json<OutcomeStaffPage>();
    expect(page.data.map((row) => row.customer.id)).not.toContain(t.world.customer.id);
  });

  it("an archived customer's plan is read-only for staff and for the customer", async () => {
    const template = await createTemplate('Archived plan');
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, customer.id));
    const refused = await (
      await t.as('caseManager')
    ).post(assignUrl(customer.id), {
      template_id: template.id,
      kind: 'assigned',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe(customerRecordMessages.archivedReadOnly);
  });
});

describe('staff figures', () => {
  it(
    'the staff page and the dashboard widget count completed, assigned and recommended outcomes',
    async () => {
      const local = await createTestApp();
      try {
        const templateId = await insertTemplate(local.db, 'Get a CDL Class A');
        const secondId = await insertTemplate(local.db, 'Finish a GED');
        const caseManager = await local.as('caseManager');
        const assigned = await caseManager.post(assignUrl(local.world.customer.id), {
          template_id: templateId,
          kind: 'assigned',
        });
        await caseManager.post(assignUrl(local.world.customer.id), { template_id: secondId, kind: 'recommended' });
        const customer = await local.as('customer');
        const id = assigned.json<OutcomeListItem>().id;
        const detail = (await customer.get(detailUrl(id))).json<OutcomeDetail>();
        for (const goal of detail.goals) await customer.put(goalUrl(id, goal.id), { completed: true });

        const widget = (await caseManager.get(dashboardPaths.staffOutcomes)).json<StaffOutcomes>();
        expect(widget).toEqual({
          total_completed_outcomes: 1,
          total_assigned_outcomes: 0,
          total_recommended_outcomes: 1,
        });
        const page = await caseManager.get(outcomePaths.staffList);
        expect(page.headers['cache-control']).toContain('no-store');
        expect(page.json<OutcomeStaffPage>().totals).toEqual(widget);
        expect(page.json<OutcomeStaffPage>().data).toHaveLength(2);
        const outsider = (
          await (await local.as('caseManagerOther')).get(dashboardPaths.staffOutcomes)
        ).json<StaffOutcomes>();
        expect(outsider).toEqual({
          total_completed_outcomes: 0,
          total_assigned_outcomes: 0,
          total_recommended_outcomes: 0,
        });
        const everyone = (
          await (await local.as('agencyAdmin')).get(dashboardPaths.staffOutcomes)
        ).json<StaffOutcomes>();
        expect(everyone).toEqual(widget);
      } finally {
        await local.close();
      }
    },
    4 * testAppTimeout,
  );
});
