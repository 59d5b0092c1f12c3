// The SQL behind occupation search (GET /internal-api/career-opportunity?keyword=...) on a database with the O*NET
// catalogue imported (e.g. the occupation-search bench's kept database), one term at a time:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/occupations_bench node --import tsx bench/explain-occupation-search.ts
// For each term it captures the statements the repository runs, prepares each as the server does (20 executions, so
// Postgres settles on its plan) and prints the median time, the plan kind Postgres kept and whether JIT ran; PLAN=1
// prints each statement's EXPLAIN (ANALYZE, BUFFERS) of the plan it kept. TERMS="a,b" chooses the terms. CUSTOMER_ID=n
// searches as that customer (their match scores and saved occupations; 0, nobody, by default).
import pg from 'pg';
import { openDatabase } from '@portal/db';
import { keywordPatterns } from '../apps/server/src/modules/occupations/keyword-hits.ts';
import * as repository from '../apps/server/src/modules/occupations/repository.ts';
import { sqlLiteral } from '../apps/server/src/testing/query-plan.ts';
import { captureStatements } from './endpoint.ts';
import { searchTerms } from './occupation-search.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database with the O*NET catalogue imported');
const database = await openDatabase({ url, poolSize: 1 });
const terms = process.env.TERMS ? process.env.TERMS.split(',') : searchTerms;
const params: repository.SearchParams = {
  customerId: Number(process.env.CUSTOMER_ID ?? 0),
  scales: null,
  clusters: null,
  salaryMin: null,
  salaryMax: null,
  saved: false,
  sort: null,
  offset: 0,
  limit: 20,
};

const client = new pg.Client({ connectionString: url });
await client.connect();
let counter = 0;
for (const term of terms) {
  const statements = await captureStatements(() =>
    repository.searchOpportunities(database.db, params, keywordPatterns(term)),
  );
  let total = 0;
  for (const statement of statements) {
    const name = `explain_${(counter += 1)}`;
    await client.query(`prepare ${name} as ${statement.text}`);
    const execute = `execute ${name}(${statement.values.map(sqlLiteral).join(', ')})`;
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      await client.query(execute);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    total += times[10]!;
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
      'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
      [name],
    );
    const plan = await client.query(`explain (analyze, buffers) ${execute}`);
    const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
    const jit = lines.some((line) => line.startsWith('JIT:'));
    console.log(
      `${term}: ${statement.name ?? 'unnamed'} median ${times[10]!.toFixed(2)} ms, generic ${rows[0]?.generic_plans} custom ${rows[0]?.custom_plans}${jit ? ', JIT' : ''}`,
    );
    if (process.env.PLAN) console.log(lines.map((line) => `    ${line}`).join('\n'));
    if (process.env.COSTS) {
      // The estimates Postgres weighs when it chooses between the generic plan and one planned for these values.
      for (const mode of ['force_generic_plan', 'force_custom_plan']) {
        await client.query(`set plan_cache_mode = ${mode}`);
        const top = await client.query(`explain ${execute}`);
        const planLines = top.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
        // COSTS=all prints the whole estimated plan of each kind, to see where the two differ.
        console.log(`    ${mode}: ${process.env.COSTS === 'all' ? planLines.join('\n      ') : planLines[0]}`);
      }
      await client.query('reset plan_cache_mode');
    }
  }
  console.log(`${term}: ${statements.length} statements, ${total.toFixed(2)} ms`);
}
await client.end();
await database.close();
