// GET /internal-api/customer-job-experiences on the Postgres server at 10 concurrent clients, against the same SQL
// statements sent through the `pg` driver alone at the same concurrency in the same run.
import { openDatabase } from '@portal/db';
import { createCustomer, createJobExperience, ensureEducationLevels } from '@portal/db/factories';
import { captureStatements, loadFromAnotherProcess, runDriverOnly, signIn, startBenchServer } from './endpoint.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchJobExperiences() {
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: connections });
    await database.migrate();
    await ensureEducationLevels(database.db);
    const customer = await createCustomer(database.db, { password: 'Bench-Password-1' });
    for (let i = 0; i < 6; i += 1) {
      await createJobExperience(database.db, customer.id, {
        startDate: `${2010 + i}-01-01`,
        finishDate: `${2011 + i}-01-01`,
        accomplishments: ['Led the weekly safety huddle', 'Kept inventory accuracy above 99%', 'Mentored new hires'],
      });
    }

    const { app, base } = await startBenchServer(url, database);

    const cookie = await signIn(base, customer.portalEmail!, 'Bench-Password-1');
    const statements = await captureStatements(() =>
      fetch(`${base}/internal-api/customer-job-experiences`, { headers: { cookie } }).then((r) => r.text()),
    );

    const endpoint = await loadFromAnotherProcess(`${base}/internal-api/customer-job-experiences`, cookie, {
      connections,
      seconds,
    });
    if (endpoint.non2xx > 0 || endpoint.errors > 0) {
      throw new Error(`endpoint answered ${endpoint.non2xx} non-2xx and ${endpoint.errors} errors`);
    }

    const driver = await runDriverOnly(url, [statements], { connections, seconds });
    await app.close();
    await database.close();

    printFigure('job experiences endpoint req/s', endpoint.requests.average, 'req/s');
    printFigure('same SQL through pg alone req/s', driver.perSecond, 'req/s');
    printFigure('ratio endpoint / driver (target >= 0.5)', endpoint.requests.average / driver.perSecond, 'x');
    printFigure('endpoint p99 latency (target < 10 ms)', endpoint.latency.p99, 'ms');
    printFigure('driver p99 latency', driver.p99, 'ms');
    printFigure('SQL statements per request', statements.length, '');
  });
}
