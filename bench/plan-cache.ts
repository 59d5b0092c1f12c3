// Which prepared statements Postgres plans again on every execution. The app runs on one pooled connection over a
// scratch database with the demo world; each demo user calls every GET route of the OpenAPI document that has no path
// parameter (plus a few searches with their query strings) eight times, then the connection's pg_prepared_statements
// lists each statement's generic and custom plan counts. A statement with custom plans only is planned per call: a
// cost the driver-alone baselines share, so no ratio shows it (ADR 0008, stop 23). Run: npm run bench -- plan-cache
import { authPaths } from '@portal/contracts';
import { openDatabase } from '@portal/db';
import { demoLogins, demoPassword, seedDemo } from '@portal/db/seed';
import { startBenchServer } from './endpoint.ts';
import { withScratchDatabase } from './support.ts';

const repeats = 8;
const searches = [
  '/internal-api/program-finder?searchText=nursing&address=80202&sort=distance',
  '/internal-api/program-finder?searchText=nursng',
  '/internal-api/career-opportunity?keyword=nurse',
  '/internal-api/career-opportunity?keyword=electrican',
  // The job board's page details (job_board_page, job_board_page_near) are prepared; its search statement is not.
  '/internal-api/job-board?keyword=nurse&address=80202&radius=25',
  '/internal-api/job-board',
];

async function signInAs(base: string, email: string, staff: boolean) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')), pair);
    }
  };
  const cookie = () => [...jar.values()].join('; ');
  const first = await fetch(`${base}${authPaths.csrfToken}`);
  keep(first);
  const { token } = (await first.json()) as { token: string };
  const login = await fetch(`${base}${staff ? authPaths.staffLogin : authPaths.customerLogin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie() },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!login.ok) throw new Error(`login of ${email} failed: ${login.status}`);
  keep(login);
  return cookie();
}

export async function benchPlanCache() {
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: 1 });
    await database.migrate();
    await seedDemo(database.db);
    const { app, base } = await startBenchServer(url, database);
    try {
      const document = (app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
      const paths = Object.entries(document.paths)
        .filter(([path, methods]) => 'get' in methods && !path.includes('{'))
        .map(([path]) => path);
      for (const login of demoLogins) {
        const cookie = await signInAs(base, login.email, !login.url.startsWith('/customer-portal'));
        for (const path of [...paths, ...searches]) {
          for (let call = 0; call < repeats; call += 1) {
            const response = await fetch(`${base}${path}`, { headers: { cookie } });
            await response.arrayBuffer();
          }
        }
      }
      const rows = (await database.rawQuery(
        `select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
         where name is not null order by custom_plans desc, name`,
      )) as { name: string; generic: number; custom: number }[];
      const replanned = rows.filter((row) => row.generic === 0 && row.custom > 5);
      console.log(`prepared statements seen: ${rows.length}; planned on every call (custom only, > 5 calls):`);
      for (const row of replanned) console.log(`  ${row.name.padEnd(50)} custom ${row.custom}`);
      console.log('kept a generic plan:');
      for (const row of rows.filter((r) => r.generic > 0)) {
        console.log(`  ${row.name.padEnd(50)} generic ${row.generic}, custom ${row.custom}`);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
}
