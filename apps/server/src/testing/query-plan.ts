// Reading a statement's plan from EXPLAIN in tests, so that a test can say which indexes a query uses rather than
// infer it from the speed (issue #16).
import type { DbOrTx } from '@portal/db';
import { sql } from 'drizzle-orm';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The node and every node under it, depth first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/** A value written as an SQL literal, for the arguments of `execute` (arrays as text array literals). */
export const sqlLiteral = (value: unknown): string => {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      typeof item === 'string' ? `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : String(item),
    );
    return sqlLiteral(`{${items.join(',')}}`);
  }
  const text =
    typeof value === 'string' || typeof value === 'bigint'
      ? value.toString()
      : value instanceof Date
        ? value.toISOString()
        : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
};

/**
 * The plan of executing the prepared statement `name` with these values (written as literals), every node of it;
 * the statement is deallocated afterwards. Call it in the transaction that prepared the statement.
 */
export async function explainPrepared(tx: DbOrTx, name: string, values: unknown[]): Promise<PlanNode[]> {
  const result = await tx.execute(
    sql.raw(`explain (format json) execute ${name}(${values.map((value) => sqlLiteral(value)).join(', ')})`),
  );
  await tx.execute(sql.raw(`deallocate ${name}`));
  const raw = (result as { rows: Record<string, unknown>[] }).rows;
  const cell = Object.values(raw[0] as Record<string, unknown>)[0];
  const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  return planNodes(plan.Plan);
}

/** How the plan reads `relation`: each scan's node type and index, e.g. "Bitmap Index Scan programs_title_trgm_idx". */
export const scansOf = (plan: PlanNode[], relation: string): string[] =>
  plan
    .filter((node) => node['Relation Name'] === relation)
    .map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`.trim());

/** The indexes the plan uses. */
export const indexesOf = (plan: PlanNode[]): string[] =>
  plan.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));

/**
 * How Postgres planned a statement over several executions: it is prepared on one connection as the app prepares it
 * (its placeholders named as in `query.params`), executed once per set of values, and read back from
 * pg_prepared_statements. A statement whose plan does not depend on its values shows 5 custom plans, then generic ones.
 */
export async function preparedPlanCounts(
  db: DbOrTx,
  query: { sql: string; params: unknown[] },
  executions: Record<string, unknown>[],
): Promise<{ generic: number; custom: number }> {
  const names = query.params.map((param) => (param as { name: string }).name);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_count_test as ${query.sql}`));
    for (const values of executions) {
      await tx.execute(sql.raw(`execute plan_count_test(${names.map((name) => sqlLiteral(values[name])).join(', ')})`));
    }
    const result = await tx.execute(
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where name = 'plan_count_test'`,
    );
    await tx.execute(sql.raw('deallocate plan_count_test'));
    return (result as { rows: { generic: number; custom: number }[] }).rows[0]!;
  });
}
