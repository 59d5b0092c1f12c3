// POST /internal-api/transactions/export-csv (Aggregate-Expense-List.csv, forms spec 7 and 9) over the
// 1,000,000-transaction database (bench/funding-support.ts), downloaded over HTTP by its admin with no card and no
// rows chosen (every status the admin reaches: the million less deleted customers'). Figures: rows/s of the download
// (target 100,000) against the same cursor read through the driver alone with no CSV, and the process's peak RSS
// growth while it streams (flat: one batch at a time; the server runs in this process).
//   npm run bench -- funding-export
import http from 'node:http';
import { fundingPaths, fundingStatusIds } from '@portal/contracts';
import type { StaffActor } from '../apps/server/src/platform/access/actor.ts';
import { forEachRow } from '../apps/server/src/platform/exports/cursor.ts';
import { aggregateQueryOf } from '../apps/server/src/modules/funding/aggregate.ts';
import { aggregateExportQuery } from '../apps/server/src/modules/funding/export-query.ts';
import { withFundingBench } from './funding-support.ts';
import { printFigure } from './support.ts';

/** POSTs the JSON body and counts lines and bytes of the answer, keeping nothing. */
function download(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; lines: number; bytes: number; type: string }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      let lines = 0;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          lines,
          bytes,
          type: String(response.headers['content-type'] ?? ''),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export async function benchFundingExport() {
  await withFundingBench(async ({ database, base, admin, cookie, csrf }) => {
    const locations = (await database.rawQuery(
      'select location_id as id from staff_user_locations where staff_user_id = $1',
      [admin.id],
    )) as { id: number }[];
    const staff: StaffActor = {
      kind: 'staff',
      staffId: admin.id,
      role: 'admin',
      locationIds: locations.map((row) => row.id),
      sessionId: 'bench',
    };
    const body = {};
    // No card and no rows: every status (the export's own rule), so the whole million when the admin reaches it.
    const query = { ...aggregateQueryOf(staff, body), statuses: fundingStatusIds };
    const { sql: text, params } = aggregateExportQuery(database.db, query);
    let driverRows = 0;
    const driverStarted = performance.now();
    // The driver alone, reading row by row as the export does (forEachRow).
    await forEachRow(
      database,
      { text, params },
      5_000,
      () => {
        driverRows += 1;
      },
      () => Promise.resolve(),
    );
    const driverSeconds = (performance.now() - driverStarted) / 1000;

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const result = await download(
      `${base}${fundingPaths.exportCsv}`,
      { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie },
      JSON.stringify(body),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (result.status !== 200) throw new Error(`export answered ${result.status}`);
    const rows = result.lines - 1;
    printFigure('export rows (HTTP download, admin)', rows, 'rows');
    printFigure('export size', result.bytes / 1024 ** 2, 'MB');
    console.log(`  content type: ${result.type}`);
    printFigure('export rows/s (target 100,000)', rows / seconds, 'rows/s');
    printFigure('  same cursor read through the driver alone', driverRows / driverSeconds, 'rows/s');
    printFigure('  ratio export / cursor read', driverSeconds / seconds, 'x');
    printFigure('export peak RSS growth (server + client)', (rssPeak - rssBefore) / 1024 ** 2, 'MB');
  });
}
