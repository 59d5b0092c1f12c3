// GET /internal-api/customer-job-experiences on the Postgres server at 10 concurrent clients, against the same SQL
// statements sent through the `pg` driver alone at the same concurrency in the same run, in windows alternating with
// the endpoint's; the ratio is the median of the pairs with its spread.
import { openDatabase } from '@portal/db';
import { createCustomer, createJobExperience, ensureEducationLevels } from '@portal/db/factories';
import { loadavg } from 'node:os';
import {
  alternate,
  captureWarmStatements,
  driverWindow,
  getWindow,
  ratioSpread,
  signIn,
  startBenchServer,
} from './endpoint.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const connections = 10;

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
    const statements = await captureWarmStatements(() =>
      fetch(`${base}/internal-api/customer-job-experiences`, { headers: { cookie } }).then((r) => r.text()),
    );

    const path = '/internal-api/customer-job-experiences';
    const load = loadavg()[0]!;
    await getWindow(base, cookie, [path], connections, 2);
    const { endpoint, driver, ratio } = await alternate(
      (duration) => getWindow(base, cookie, [path], connections, duration),
      (duration) => driverWindow(url, [statements], connections, duration),
    );
    await app.close();
    await database.close();

    printFigure('job experiences endpoint req/s', endpoint.perSecond, 'req/s');
    printFigure('same SQL through pg alone req/s', driver.perSecond, 'req/s');
    printFigure('ratio endpoint / driver, median (target >= 0.5)', ratio.median, `x ${ratioSpread(ratio)}`);
    printFigure('endpoint p95 latency', endpoint.p95, 'ms');
    printFigure('endpoint p99 latency (target < 10 ms)', endpoint.p99, 'ms');
    printFigure('driver p99 latency', driver.p99, 'ms');
    printFigure('load average at start (1 min)', load, '');
    printFigure('SQL statements per request', statements.length, '');
  });
}
