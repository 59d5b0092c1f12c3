import {
  addDaysIso,
  outcomePath,
  outcomePaths,
  todayIso,
  type OutcomeOwnBody,
  type OutcomeTemplateBody,
} from '@portal/contracts';
import { type Db, schema } from '@portal/db';

/** The outcome pages' paths for one outcome, its step and its goal, and a customer's plan for staff. */
export const assignUrl = (id: number) => outcomePath(outcomePaths.staffCustomer, { id });
export const detailUrl = (id: number) => outcomePath(outcomePaths.customerDetail, { id });
export const stepUrl = (id: number, stepId: number) => outcomePath(outcomePaths.customerStep, { id, stepId });
export const goalUrl = (id: number, goalId: number) => outcomePath(outcomePaths.customerGoal, { id, goalId });

/** A small library outcome: two goals, three steps, due today, in 2 days and with no date. */
export const templateBody = (name = 'Get a CDL Class A'): OutcomeTemplateBody => ({
  name,
  description: 'Earn a commercial driver licence.',
  goals: [
    {
      name: 'Get the learner permit',
      steps: [
        { name: 'Pass the DOT physical', due_in_days: 0 },
        { name: 'Pass the knowledge tests', due_in_days: 2 },
      ],
    },
    { name: 'Finish the training', steps: [{ name: 'Enrol at a CDL school', due_in_days: null }] },
  ],
});

/** An outcome a customer writes: two goals, three steps, due in a week, in a month and with no date. */
export const ownOutcomeBody = (name = 'Open a small bakery'): OutcomeOwnBody => ({
  name,
  description: 'My own plan.',
  goals: [
    {
      name: 'Write the business plan',
      steps: [
        { name: 'Take the SBA course', due_date: addDaysIso(todayIso(), 7) },
        { name: 'Price the menu', due_date: addDaysIso(todayIso(), 30) },
      ],
    },
    { name: 'Find a kitchen', steps: [{ name: 'Visit the commissary kitchen', due_date: null }] },
  ],
});

/** Inserts a library outcome straight into the table (for tests that need one without an admin's call). */
export async function insertTemplate(db: Db, name = 'Finish a GED'): Promise<number> {
  const body = templateBody(name);
  const [row] = await db
    .insert(schema.outcomeTemplates)
    .values({
      name: body.name,
      description: body.description ?? '',
      plan: { goals: body.goals.map((goal) => ({ name: goal.name, steps: goal.steps })) },
    })
    .returning({ id: schema.outcomeTemplates.id });
  return row!.id;
}

/** A row id no outcome, step or goal has. */
const noRow = 2_000_000_001;

/** Staff writes on a customer, for customer-writable.test.ts (the route table's read-only checks). */
export function outcomeStaffWrites(db: () => Db) {
  return {
    [`POST ${outcomePaths.staffCustomer}`]: {
      call: async (id: number) => ({
        url: outcomePath(outcomePaths.staffCustomer, { id }),
        body: { template_id: await insertTemplate(db(), `Library ${id}-${Math.random()}`), kind: 'assigned' },
      }),
    },
  };
}

/** The customer's own writes (the session hook refuses a read-only customer before the body is read). */
export const outcomeCustomerWrites: Record<string, { url: string; body?: unknown }> = {
  [`POST ${outcomePaths.customerList}`]: { url: outcomePaths.customerList, body: { template_id: noRow } },
  [`PUT ${outcomePaths.customerStep}`]: {
    url: outcomePath(outcomePaths.customerStep, { id: noRow, stepId: noRow }),
    body: { completed: true },
  },
  [`PUT ${outcomePaths.customerGoal}`]: {
    url: outcomePath(outcomePaths.customerGoal, { id: noRow, goalId: noRow }),
    body: { completed: true },
  },
  [`POST ${outcomePaths.customerStart}`]: { url: outcomePath(outcomePaths.customerStart, { id: noRow }) },
  [`POST ${outcomePaths.customerOwn}`]: { url: outcomePaths.customerOwn, body: {} },
  [`PUT ${outcomePaths.customerDetail}`]: { url: outcomePath(outcomePaths.customerDetail, { id: noRow }), body: {} },
  [`DELETE ${outcomePaths.customerDetail}`]: { url: outcomePath(outcomePaths.customerDetail, { id: noRow }) },
};

/** Outcome writes that change no customer. */
export const outcomeNotCustomerWrites: Record<string, string> = {
  [`POST ${outcomePaths.library}`]: 'the outcome library (admins), not a customer',
  [`PUT ${outcomePaths.libraryItem}`]: 'the outcome library (admins); plans already made from it do not change',
  [`DELETE ${outcomePaths.libraryItem}`]: 'retires a library outcome; plans made from it stay',
};
