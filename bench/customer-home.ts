// The customer's home (issue #24): the API calls /customer-portal makes on load - the profile, tools, resources,
// referrals and documents widgets - at 10 concurrent clients on the Postgres server, taken in turn, against the same
// SQL statements sent through the `pg` driver alone at the same concurrency, in alternating windows of the same run.
// `npm run bench customer-home`. The customer has answered impact questions, used tools and has curated resources.
import { loadavg } from 'node:os';
import { customerDocumentPaths, customerHomePaths, dashboardPaths } from '@portal/contracts';
import { openDatabase, schema } from '@portal/db';
import { createCustomer, ensureEducationLevels } from '@portal/db/factories';
import { homeResourcesDemo } from '@portal/db/seed';
import { alternateGet, ratioSpread, signIn, startBenchServer } from './endpoint.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const homePaths = [
  customerHomePaths.profileWidget,
  customerHomePaths.toolsWidget,
  customerHomePaths.resourcesWidget,
  dashboardPaths.referrals,
  customerDocumentPaths.widget,
];

export async function benchCustomerHome() {
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: connections });
    await database.migrate();
    await ensureEducationLevels(database.db);
    const customer = await createCustomer(database.db, { password: 'Bench-Password-1' });
    await database.db.insert(schema.homeResources).values(homeResourcesDemo.map((r, position) => ({ ...r, position })));
    await database.db.insert(schema.customerImpactAnswers).values([
      { customerId: customer.id, questionKey: 'work_status', answer: 'Yes, full time' },
      { customerId: customer.id, questionKey: 'main_goal', answer: 'Get a better job' },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    await database.db.insert(schema.customerToolUses).values([
      { customerId: customer.id, tool: 'job_board', kind: 'visit', day: today },
      { customerId: customer.id, tool: 'program_finder', kind: 'update', day: today },
    ]);

    const { app, base } = await startBenchServer(url, database);
    const cookie = await signIn(base, customer.portalEmail!, 'Bench-Password-1');
    const load = loadavg()[0]!;
    const run = await alternateGet({ base, url, cookie }, homePaths, connections);
    await app.close();
    await database.close();

    printFigure('customer home widget calls req/s (5 calls in turn)', run.endpoint.perSecond, 'req/s');
    printFigure('same SQL through pg alone req/s', run.driver.perSecond, 'req/s');
    printFigure('ratio endpoint / driver, median (target >= 0.5)', run.ratio.median, `x ${ratioSpread(run.ratio)}`);
    printFigure('endpoint p95 latency', run.endpoint.p95, 'ms');
    printFigure('endpoint p99 latency', run.endpoint.p99, 'ms');
    printFigure('driver p99 latency', run.driver.p99, 'ms');
    printFigure('load average at start (1 min)', load, '');
  });
}
