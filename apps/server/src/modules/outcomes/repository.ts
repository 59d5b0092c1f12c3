import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { addDaysIso, type OutcomeSource } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';

const { outcomeTemplates, customerOutcomes, customerOutcomeGoals, customerOutcomeSteps } = schema;

// The library's own queries (templates an admin keeps) live beside this file.
export * from './library-repository.ts';
import { templateColumns, type TemplateRow } from './library-repository.ts';

/** The templates a customer already holds an outcome of (so the available list leaves them out). */
export async function heldTemplateIds(db: DbOrTx, customerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ templateId: customerOutcomes.templateId })
    .from(customerOutcomes)
    .where(eq(customerOutcomes.customerId, customerId));
  return new Set(rows.flatMap((row) => (row.templateId === null ? [] : [row.templateId])));
}

export interface NewOutcome {
  customerId: number;
  template: TemplateRow;
  source: OutcomeSource;
  createdByStaffId: number | null;
  /** The board's today: each step is due `due_in_days` after it. */
  today: string;
}

/** A plan to write: goals with their steps, each step due on a day or not (YYYY-MM-DD). */
export interface PlanGoal {
  id?: number;
  name: string;
  steps: { id?: number; name: string; dueDate: string | null }[];
}

/** Copies a library outcome's goals and steps into the customer's plan. */
export async function insertOutcome(db: DbOrTx, input: NewOutcome): Promise<number> {
  const outcomeId = await insertOutcomeRow(db, {
    customerId: input.customerId,
    templateId: input.template.id,
    name: input.template.name,
    description: input.template.description,
    source: input.source,
    createdByStaffId: input.createdByStaffId,
  });
  await writePlan(
    db,
    outcomeId,
    input.template.plan.goals.map((goal) => ({
      name: goal.name,
      steps: goal.steps.map((step) => ({
        name: step.name,
        dueDate: step.due_in_days === null ? null : addDaysIso(input.today, step.due_in_days),
      })),
    })),
  );
  return outcomeId;
}

/** An outcome the customer writes themselves: in their plan at once, from no library outcome. */
export async function insertOwnOutcome(
  db: DbOrTx,
  customerId: number,
  values: { name: string; description: string; goals: PlanGoal[] },
): Promise<number> {
  const outcomeId = await insertOutcomeRow(db, {
    customerId,
    templateId: null,
    name: values.name,
    description: values.description,
    source: 'self',
    createdByStaffId: null,
  });
  await writePlan(db, outcomeId, values.goals);
  return outcomeId;
}

async function insertOutcomeRow(
  db: DbOrTx,
  values: {
    customerId: number;
    templateId: number | null;
    name: string;
    description: string;
    source: OutcomeSource;
    createdByStaffId: number | null;
  },
): Promise<number> {
  const [outcome] = await db
    .insert(customerOutcomes)
    .values({ ...values, startedAt: values.source === 'recommended' ? null : new Date() })
    .returning({ id: customerOutcomes.id });
  return outcome!.id;
}

/**
 * Writes an outcome's goals and steps, in order. Goals and steps whose id the outcome already has are updated in
 * place (a completed step keeps its completion, a step may move to another goal); the others are added; what the
 * outcome had and the plan leaves out is removed. An id of another outcome counts as none.
 */
export async function writePlan(db: DbOrTx, outcomeId: number, goals: PlanGoal[]): Promise<void> {
  const existing = await outcomeGoals(db, outcomeId);
  const goalIds = new Set(existing.map((goal) => goal.id));
  const stepIds = new Set(existing.flatMap((goal) => goal.steps.map((step) => step.id)));
  const keptGoals = new Set<number>();
  const keptSteps = new Set<number>();
  for (const [position, goal] of goals.entries()) {
    let goalId: number;
    if (goal.id !== undefined && goalIds.has(goal.id) && !keptGoals.has(goal.id)) {
      goalId = goal.id;
      await db
        .update(customerOutcomeGoals)
        .set({ name: goal.name, position })
        .where(eq(customerOutcomeGoals.id, goalId));
    } else {
      const [row] = await db
        .insert(customerOutcomeGoals)
        .values({ outcomeId, position, name: goal.name })
        .returning({ id: customerOutcomeGoals.id });
      goalId = row!.id;
    }
    keptGoals.add(goalId);
    for (const [stepPosition, step] of goal.steps.entries()) {
      const values = { goalId, position: stepPosition, name: step.name, dueDate: step.dueDate };
      if (step.id !== undefined && stepIds.has(step.id) && !keptSteps.has(step.id)) {
        keptSteps.add(step.id);
        await db.update(customerOutcomeSteps).set(values).where(eq(customerOutcomeSteps.id, step.id));
      } else {
        await db.insert(customerOutcomeSteps).values({ ...values, outcomeId });
      }
    }
  }
  const goneSteps = [...stepIds].filter((id) => !keptSteps.has(id));
  if (goneSteps.length > 0) await db.delete(customerOutcomeSteps).where(inArray(customerOutcomeSteps.id, goneSteps));
  const goneGoals = [...goalIds].filter((id) => !keptGoals.has(id));
  if (goneGoals.length > 0) await db.delete(customerOutcomeGoals).where(inArray(customerOutcomeGoals.id, goneGoals));
}

export async function updateOutcomeText(
  db: DbOrTx,
  outcomeId: number,
  values: { name: string; description: string },
): Promise<void> {
  await db
    .update(customerOutcomes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customerOutcomes.id, outcomeId));
}

export async function deleteOutcome(db: DbOrTx, outcomeId: number): Promise<void> {
  await db.delete(customerOutcomes).where(eq(customerOutcomes.id, outcomeId));
}

export interface OutcomeRow {
  id: number;
  customer_id: number;
  customer_first_name: string;
  customer_last_name: string;
  name: string;
  description: string;
  source: OutcomeSource;
  started: boolean;
  created_at: string;
  due_date: string | null;
  goal_count: number;
  completed_goals: number;
  step_count: number;
  completed_steps: number;
}

/**
 * Outcomes with their figures, all derived from the steps in one statement: a goal counts as completed when none
 * of its steps is open, and the due date is the earliest one among the open steps.
 */
function outcomeRowsSql(where: SQL, tail: SQL = sql``) {
  return sql`
    select o.id, o.customer_id, c.first_name as customer_first_name, c.last_name as customer_last_name,
      o.name, o.description, o.source, (o.started_at is not null) as started,
      to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      to_char(s.due_date, 'YYYY-MM-DD') as due_date, s.step_count, s.completed_steps, g.goal_count, g.completed_goals
    from customer_outcomes o
    join customers c on c.id = o.customer_id
    cross join lateral (
      select count(*)::int as step_count, count(st.completed_at)::int as completed_steps,
        min(st.due_date) filter (where st.completed_at is null) as due_date
      from customer_outcome_steps st where st.outcome_id = o.id
    ) s
    cross join lateral (
      select count(*)::int as goal_count,
        (count(*) filter (where not exists (
          select 1 from customer_outcome_steps open_step
          where open_step.goal_id = go.id and open_step.completed_at is null
        )))::int as completed_goals
      from customer_outcome_goals go where go.outcome_id = o.id
    ) g
    where ${where}
    ${tail}`;
}

async function rows(db: DbOrTx, query: SQL): Promise<OutcomeRow[]> {
  const result = (await db.execute(query)) as { rows: OutcomeRow[] };
  return result.rows;
}

export async function customerOutcomeRows(db: DbOrTx, customerId: number): Promise<OutcomeRow[]> {
  return rows(db, outcomeRowsSql(sql`o.customer_id = ${customerId}`, sql`order by o.created_at desc, o.id desc`));
}

export async function outcomeRow(db: DbOrTx, customerId: number, outcomeId: number): Promise<OutcomeRow | null> {
  const [row] = await rows(db, outcomeRowsSql(sql`o.customer_id = ${customerId} and o.id = ${outcomeId}`));
  return row ?? null;
}

export interface GoalRow {
  id: number;
  name: string;
  steps: { id: number; name: string; dueDate: string | null; completedAt: Date | null }[];
}

export async function outcomeGoals(db: DbOrTx, outcomeId: number): Promise<GoalRow[]> {
  const goals = await db
    .select({ id: customerOutcomeGoals.id, name: customerOutcomeGoals.name })
    .from(customerOutcomeGoals)
    .where(eq(customerOutcomeGoals.outcomeId, outcomeId))
    .orderBy(asc(customerOutcomeGoals.position), asc(customerOutcomeGoals.id));
  const steps = await db
    .select({
      id: customerOutcomeSteps.id,
      goalId: customerOutcomeSteps.goalId,
      name: customerOutcomeSteps.name,
      dueDate: customerOutcomeSteps.dueDate,
      completedAt: customerOutcomeSteps.completedAt,
    })
    .from(customerOutcomeSteps)
    .where(eq(customerOutcomeSteps.outcomeId, outcomeId))
    .orderBy(asc(customerOutcomeSteps.position), asc(customerOutcomeSteps.id));
  return goals.map((goal) => ({
    ...goal,
    steps: steps
      .filter((step) => step.goalId === goal.id)
      .map(({ id, name, dueDate, completedAt }) => ({ id, name, dueDate, completedAt })),
  }));
}

/** Completes or reopens steps of the outcome (a step already in that state keeps its time); the ids it changed. */
export async function setStepsCompleted(
  db: DbOrTx,
  outcomeId: number,
  which: { stepId: number } | { goalId: number },
  completed: boolean,
): Promise<number[]> {
  const target =
    'stepId' in which ? eq(customerOutcomeSteps.id, which.stepId) : eq(customerOutcomeSteps.goalId, which.goalId);
  const changed = await db
    .update(customerOutcomeSteps)
    .set({ completedAt: completed ? new Date() : null })
    .where(
      and(
        eq(customerOutcomeSteps.outcomeId, outcomeId),
        target,
        completed ? isNull(customerOutcomeSteps.completedAt) : sql`${customerOutcomeSteps.completedAt} is not null`,
      ),
    )
    .returning({ id: customerOutcomeSteps.id });
  await db.update(customerOutcomes).set({ updatedAt: new Date() }).where(eq(customerOutcomes.id, outcomeId));
  return changed.map((row) => row.id);
}

export async function stepExists(db: DbOrTx, outcomeId: number, stepId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerOutcomeSteps.id })
    .from(customerOutcomeSteps)
    .where(and(eq(customerOutcomeSteps.outcomeId, outcomeId), eq(customerOutcomeSteps.id, stepId)));
  return row !== undefined;
}

export async function goalExists(db: DbOrTx, outcomeId: number, goalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerOutcomeGoals.id })
    .from(customerOutcomeGoals)
    .where(and(eq(customerOutcomeGoals.outcomeId, outcomeId), eq(customerOutcomeGoals.id, goalId)));
  return row !== undefined;
}

export async function startOutcome(db: DbOrTx, outcomeId: number): Promise<void> {
  await db
    .update(customerOutcomes)
    .set({ startedAt: new Date(), updatedAt: new Date() })
    .where(eq(customerOutcomes.id, outcomeId));
}

/** Staff scope: every customer (agency admin) or those with one of these locations. Deleted customers are left out. */
export type OutcomeScope = { kind: 'all' } | { kind: 'locations'; ids: number[] };

function scopeSql(scope: OutcomeScope): SQL {
  const live = sql`c.deleted_at is null and c.merged_into is null`;
  if (scope.kind === 'all') return live;
  if (scope.ids.length === 0) return sql`false`;
  return sql`${live} and c.location_ids && ${sql.raw(`ARRAY[${scope.ids.map((id) => Number(id)).join(',')}]::integer[]`)}`;
}

/** Completed, assigned (in the plan, not completed) and recommended (not yet started): they partition the outcomes. */
export async function staffTotals(db: DbOrTx, scope: OutcomeScope) {
  const result = (await db.execute(sql`
    with figures as (
      select o.source, o.started_at is not null as started,
        exists (select 1 from customer_outcome_steps st where st.outcome_id = o.id)
          and not exists (select 1 from customer_outcome_steps st where st.outcome_id = o.id and st.completed_at is null)
          as completed
      from customer_outcomes o join customers c on c.id = o.customer_id
      where ${scopeSql(scope)}
    )
    select
      (count(*) filter (where completed))::int as completed,
      (count(*) filter (where not completed and started))::int as assigned,
      (count(*) filter (where not completed and not started))::int as recommended
    from figures`)) as { rows: { completed: number; assigned: number; recommended: number }[] };
  return result.rows[0] ?? { completed: 0, assigned: 0, recommended: 0 };
}

export async function staffOutcomeRows(
  db: DbOrTx,
  scope: OutcomeScope,
  slice: { limit: number; offset: number },
): Promise<{ rows: OutcomeRow[]; total: number }> {
  const found = await rows(
    db,
    outcomeRowsSql(
      scopeSql(scope),
      sql`order by o.updated_at desc, o.id desc limit ${slice.limit} offset ${slice.offset}`,
    ),
  );
  const count = (await db.execute(
    sql`select count(*)::int as total from customer_outcomes o join customers c on c.id = o.customer_id where ${scopeSql(scope)}`,
  )) as { rows: { total: number }[] };
  return { rows: found, total: count.rows[0]?.total ?? 0 };
}

export async function templatesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(templateColumns).from(outcomeTemplates).where(inArray(outcomeTemplates.id, ids));
}
