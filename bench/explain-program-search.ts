// The SQL behind the Program Finder's bench searches ("nursing" and the misspelt "nursng" within 25 miles of 80202,
// by distance) on a database the program-search bench filled (its kept BENCH_PROGRAM_DATABASE_URL):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/programs_bench node --import tsx bench/explain-program-search.ts
// Each search's statement is captured from the repository, prepared as the server prepares them and run 20 times
// (Postgres settles on its plan); it prints the median time and the plan kind Postgres kept, and PLAN=1 prints
// EXPLAIN (ANALYZE, BUFFERS, SUMMARY) of that plan (planning and execution time). TERMS="a,b" chooses the search
// texts. CPU=n runs each statement n more times on its connection and prints the backend's CPU per execution (from
// /proc/<pid>/schedstat: nanoseconds on a core, so the machine's other load hardly moves it, unlike wall time).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, withoutJit } from '@portal/db';
import * as repository from '../apps/server/src/modules/programs/repository.ts';
import { searchTerms } from '../apps/server/src/modules/programs/service.ts';
import { offlineGeocoder } from '../apps/server/src/platform/geo/index.ts';
import { sqlLiteral } from '../apps/server/src/testing/query-plan.ts';
import { captureStatements, timePrepared } from './endpoint.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database the program-search bench filled');
const database = await openDatabase({ url, poolSize: 1 });
const place = await offlineGeocoder().forward('80202');
if (!place) throw new Error('80202 is not in the offline geocoder');
const metersPerMile = 1609.344;

// Sessions set as the app's are (openDatabase: no JIT).
const client = new pg.Client({ connectionString: withoutJit(url) });
await client.connect();
const { rows: backend } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
/** The backend's CPU time so far, in nanoseconds (Linux, the server on this machine). */
const backendCpuNs = () => Number(readFileSync(`/proc/${backend[0]!.pid}/schedstat`, 'utf8').split(' ')[0]);
const cpuRuns = Number(process.env.CPU ?? 0);
if (cpuRuns > 0) console.log(`backend pid ${backend[0]!.pid} (for perf record -p)`);

for (const text of (process.env.TERMS ?? 'nursing,nursng').split(',')) {
  const terms = searchTerms(text);
  // As the service asks: typo-tolerant (as typed, else near spellings, in one statement) when a word has 5+ letters.
  const fuzzy = terms?.words.some((word) => word.length >= 5) === true;
  const filters: repository.SearchFilters = {
    customerId: 0,
    page: 1,
    perPage: 10,
    text: terms && { ...terms, fuzzy },
    origin: { latitude: place.latitude, longitude: place.longitude, radiusMeters: 25 * metersPerMile },
    typeIds: undefined,
    formatIds: undefined,
    providerTypeIds: undefined,
    minCost: undefined,
    maxCost: undefined,
    tuitionSupport: undefined,
    savedOnly: false,
    sort: 'distance',
  };
  const statements = await captureStatements(() => repository.searchPrograms(database.db, filters));
  for (const statement of statements) {
    // An unnamed statement (none since the fuzzy pass sets its own threshold, issue #30) runs as it is.
    if (!statement.name) {
      await client.query(statement.text, statement.values);
      continue;
    }
    await timePrepared(client, text, statement);
    if (cpuRuns > 0) {
      const started = backendCpuNs();
      for (let run = 0; run < cpuRuns; run += 1) {
        await client.query({ name: statement.name, text: statement.text, values: statement.values });
      }
      const perRun = (backendCpuNs() - started) / cpuRuns / 1e6;
      console.log(`${text}: ${statement.name} backend CPU ${perRun.toFixed(3)} ms per execution (${cpuRuns} runs)`);
    }
    if (process.env.PLAN) {
      const execute = `execute ${statement.name}(${statement.values.map(sqlLiteral).join(', ')})`;
      const plan = await client.query(`explain (analyze, buffers, summary) ${execute}`);
      console.log(plan.rows.map((row: Record<string, string>) => `    ${row['QUERY PLAN']}`).join('\n'));
    }
  }
}
await client.end();
await database.close();
