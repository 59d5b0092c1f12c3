// GET /internal-api/transactions/aggregate (the admin aggregate table, 10 a page) over 1,000,000 funding transactions
// (bench/funding-support.ts): the first page of the 'Approve/Reject Obligations' card with each sort key (forms spec 3:
// date, title, customer, customer_id, id, submitter, total; descending, and the default), signed in as an admin,
// from 10 concurrent clients. Target: p95 at most 50 ms. Baseline in the same run: the same SQL statements (captured
// per request) through the `pg` driver alone, in alternating windows (bench/endpoint.ts alternate()).
//   npm run bench -- funding-aggregate
import { fundingPaths, fundingSortKeys } from '@portal/contracts';
import { alternateGet, ratioSpread } from './endpoint.ts';
import { withFundingBench } from './funding-support.ts';
import { printFigure } from './support.ts';

const connections = 10;

export async function benchFundingAggregate() {
  await withFundingBench(async ({ url, base, cookie }) => {
    const first = await fetch(`${base}${fundingPaths.aggregate}`, { headers: { cookie } });
    if (!first.ok) throw new Error(`aggregate: ${first.status} ${await first.text()}`);
    const body = (await first.json()) as { data: unknown[]; meta: { total: number } };
    printFigure('aggregate: rows on the first card', body.meta.total, '');
    const cases: [string, string][] = [
      ['default (date descending)', fundingPaths.aggregate],
      ...fundingSortKeys.map((key): [string, string] => [
        `${key} descending`,
        `${fundingPaths.aggregate}?sortKey=${key}&sortOrder=desc`,
      ]),
      ['total ascending', `${fundingPaths.aggregate}?sortKey=total&sortOrder=asc`],
    ];
    for (const [name, path] of cases) {
      const run = await alternateGet({ base, url, cookie }, [path], connections);
      printFigure(`${name}: SQL statements per request`, run.statementsPerRequest, '');
      printFigure(`${name}: endpoint p95 (10 clients, target 50)`, run.endpoint.p95, 'ms');
      printFigure(`${name}: driver alone p95`, run.driver.p95, 'ms');
      printFigure(`${name}: requests/s endpoint`, run.endpoint.perSecond, '/s');
      printFigure(`${name}: requests/s driver alone`, run.driver.perSecond, '/s');
      console.log(`  ${name}: throughput endpoint / driver ${run.ratio.median.toFixed(2)} x ${ratioSpread(run.ratio)}`);
    }
  });
}
