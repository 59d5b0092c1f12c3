import { addDaysIso, todayIso } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  customerOutcomeGoals,
  customerOutcomes,
  customerOutcomeSteps,
  outcomeTemplates,
  staffUsers,
  type OutcomeTemplatePlan,
} from '../schema/index.ts';

/** The outcome library an admin keeps (issue #24): realistic plans a board offers. */
export const outcomeLibraryDemo: { name: string; description: string; plan: OutcomeTemplatePlan }[] = [
  {
    name: 'Get a CDL Class A',
    description: 'Earn a commercial driver licence for tractor-trailer work.',
    plan: {
      goals: [
        {
          name: 'Get the learner permit',
          steps: [
            { name: 'Pass the DOT physical', due_in_days: 7 },
            { name: 'Pass the CDL knowledge tests at the DMV', due_in_days: 21 },
          ],
        },
        {
          name: 'Finish entry-level driver training',
          steps: [
            { name: 'Enrol at an approved CDL school', due_in_days: 30 },
            { name: 'Complete the behind-the-wheel hours', due_in_days: 75 },
          ],
        },
        { name: 'Pass the skills test', steps: [{ name: 'Book and pass the road test', due_in_days: 90 }] },
      ],
    },
  },
  {
    name: 'Finish a GED',
    description: 'Earn a high school equivalency diploma.',
    plan: {
      goals: [
        {
          name: 'Get ready',
          steps: [
            { name: 'Take the GED Ready practice tests', due_in_days: 14 },
            { name: 'Join an adult education class', due_in_days: 21 },
          ],
        },
        {
          name: 'Pass the four tests',
          steps: [
            { name: 'Math', due_in_days: 60 },
            { name: 'Reasoning Through Language Arts', due_in_days: 90 },
            { name: 'Science', due_in_days: 120 },
            { name: 'Social Studies', due_in_days: 150 },
          ],
        },
      ],
    },
  },
  {
    name: 'Become a Licensed Practical Nurse (LPN)',
    description: 'Move from medical assistant to LPN through a state-approved program.',
    plan: {
      goals: [
        {
          name: 'Get into a program',
          steps: [
            { name: 'Finish the anatomy prerequisite', due_in_days: 30 },
            { name: 'Apply to the LPN cohort', due_in_days: 45 },
          ],
        },
        { name: 'Pay for it', steps: [{ name: 'Apply for WIOA training funds', due_in_days: 30 }] },
      ],
    },
  },
  {
    name: 'Apply for a Pell grant',
    description: 'Federal student aid that does not have to be repaid.',
    plan: {
      goals: [
        {
          name: 'File the FAFSA',
          steps: [
            { name: 'Create a StudentAid.gov account', due_in_days: 3 },
            { name: 'Submit the FAFSA', due_in_days: 14 },
          ],
        },
      ],
    },
  },
  {
    name: 'Complete the Registered Apprenticeship in Electrical Work',
    description: 'Earn while you learn: four years of paid on-the-job training with classes.',
    plan: {
      goals: [
        {
          name: 'Get accepted',
          steps: [
            { name: 'Take the aptitude test', due_in_days: 30 },
            { name: 'Interview with the apprenticeship committee', due_in_days: 60 },
          ],
        },
      ],
    },
  },
];

interface DemoStep {
  name: string;
  /** Days from today (negative: past); null: no due date. */
  due: number | null;
  /** Completed this many days ago; absent: open. */
  doneDaysAgo?: number;
}

const day = 24 * 60 * 60 * 1000;

/**
 * The demo customer's pathway plan: an assigned outcome under way with steps due in the past, today and soon (one
 * done), an assigned one not started, and one recommended that waits to be started. The second portal customer
 * (Sam Rivera) has none, so the home shows the empty state.
 */
export async function seedOutcomesDemo(
  tx: DbOrTx,
  customer: { id: number },
  caseManagerEmail: string,
  adminEmail: string,
) {
  const staffId = async (email: string) => {
    const [row] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
    return row!.id;
  };
  const casey = await staffId(caseManagerEmail);
  const alex = await staffId(adminEmail);
  const templates = await tx
    .insert(outcomeTemplates)
    .values(outcomeLibraryDemo.map((template) => ({ ...template, createdBy: alex })))
    .returning({ id: outcomeTemplates.id, name: outcomeTemplates.name, description: outcomeTemplates.description });
  const template = (name: string) => templates.find((row) => row.name === name)!;
  const today = todayIso();

  async function outcome(
    name: string,
    source: 'assigned' | 'recommended' | 'self',
    createdDaysAgo: number,
    goals: { name: string; steps: DemoStep[] }[],
  ) {
    const from = template(name);
    const created = new Date(Date.now() - createdDaysAgo * day);
    const [row] = await tx
      .insert(customerOutcomes)
      .values({
        customerId: customer.id,
        templateId: from.id,
        name: from.name,
        description: from.description,
        source,
        createdByStaffId: source === 'self' ? null : casey,
        startedAt: source === 'recommended' ? null : created,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: customerOutcomes.id });
    for (const [position, goal] of goals.entries()) {
      const [goalRow] = await tx
        .insert(customerOutcomeGoals)
        .values({ outcomeId: row!.id, position, name: goal.name })
        .returning({ id: customerOutcomeGoals.id });
      await tx.insert(customerOutcomeSteps).values(
        goal.steps.map((step, stepPosition) => ({
          outcomeId: row!.id,
          goalId: goalRow!.id,
          position: stepPosition,
          name: step.name,
          dueDate: step.due === null ? null : addDaysIso(today, step.due),
          completedAt: step.doneDaysAgo === undefined ? null : new Date(Date.now() - step.doneDaysAgo * day),
        })),
      );
    }
  }

  await outcome('Become a Licensed Practical Nurse (LPN)', 'assigned', 20, [
    {
      name: 'Get into a program',
      steps: [
        { name: 'Finish the anatomy prerequisite', due: -2 },
        { name: 'Apply to the LPN cohort', due: 0 },
        { name: 'Send transcripts to Emily Griffith', due: 2 },
      ],
    },
    {
      name: 'Pay for it',
      steps: [
        { name: 'Meet Casey about WIOA training funds', due: -6, doneDaysAgo: 8 },
        { name: 'Apply for WIOA training funds', due: 30 },
      ],
    },
  ]);
  await outcome('Complete the Registered Apprenticeship in Electrical Work', 'assigned', 5, [
    {
      name: 'Get accepted',
      steps: [
        { name: 'Take the aptitude test', due: 3 },
        { name: 'Interview with the apprenticeship committee', due: 40 },
      ],
    },
  ]);
  await outcome('Apply for a Pell grant', 'recommended', 2, [
    {
      name: 'File the FAFSA',
      steps: [
        { name: 'Create a StudentAid.gov account', due: 3 },
        { name: 'Submit the FAFSA', due: 14 },
      ],
    },
  ]);
}
