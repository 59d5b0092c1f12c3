// npm run bench -- customer-typo-quality: how well typo search finds people (issue #16, ADR 0026). Over the scale
// database (BENCH_SCALE_DATABASE_URL, else a scratch one of BENCH_CUSTOMERS), 300 generated misspellings of real
// customers' names (apps/server/src/modules/customers/typo-cases.ts, seeded: the same data gives the same cases) are
// searched one at a time by an agency admin (all locations; a customer without any location with 'show no location',
// the only search that lists them, as staff look for one); reports recall@10, MRR, recall per kind of mistake and
// the latency of these searches (one client).
import { writeFileSync } from 'node:fs';
import { customerPaths, type CustomerSearchResponse } from '@portal/contracts';
import { createStaffUser } from '@portal/db/factories';
import {
  generateTypoCases,
  rankOf,
  typoKinds,
  typoQuality,
  type Person,
} from '../apps/server/src/modules/customers/typo-cases.ts';
import { signInStaff } from './customer-search.ts';
import { startBenchServer } from './endpoint.ts';
import { withScaleDatabase } from './scale-database.ts';
import { percentile, printFigure } from './support.ts';

const caseCount = Number(process.env.BENCH_TYPO_CASES ?? 300);
// BENCH_PAGES=file writes every case's page (query, then the customers' ids in order), one line each, so two versions'
// answers can be compared with diff.
const pagesFile = process.env.BENCH_PAGES;

export async function benchCustomerTypoQuality() {
  await withScaleDatabase(async ({ url, database }) => {
    const staff = await createStaffUser(database.db, {
      email: `bench-typo-${Date.now()}@example.test`,
      role: 'agency_admin',
      password: 'Bench-Password-1',
      locationIds: [],
    });
    const people = (await database.rawQuery(
      `select first_name, last_name, location_ids = '{}' as no_location from customers
       where status and deleted_at is null order by md5(id::text) limit 50000`,
    )) as (Person & { no_location: boolean })[];
    // Whose name only customers without a location hold among those drawn: sought with 'show no location'.
    const located = new Set(people.filter((p) => !p.no_location).map((p) => `${p.first_name}|${p.last_name}`));
    const withoutLocation = new Set(
      people
        .filter((p) => p.no_location && !located.has(`${p.first_name}|${p.last_name}`))
        .map((p) => `${p.first_name}|${p.last_name}`),
    );
    const names = (await database.rawQuery(
      'select distinct first_name, last_name from customers where status and deleted_at is null',
    )) as Person[];
    const cases = generateTypoCases(people, caseCount, 16, names);
    const { app, base } = await startBenchServer(url, database);
    const { cookie, csrf } = await signInStaff(base, staff.email);
    const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const search = async (query: string, noLocation = false) => {
      const response = await fetch(`${base}${customerPaths.search}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          search_type: 'name',
          query,
          paginate: 10,
          ...(noLocation && { show_no_location: true }),
        }),
      });
      if (response.status !== 200) throw new Error(`${query}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as CustomerSearchResponse).data;
    };
    // One pass to warm the prepared statements and caches, then the measured one.
    for (const typo of cases.slice(0, 30)) await search(typo.query);
    const ranks: (number | null)[] = [];
    const times: number[] = [];
    const pages: string[] = [];
    const byKind = new Map<string, (number | null)[]>();
    for (const typo of cases) {
      const started = performance.now();
      const rows = await search(typo.query, withoutLocation.has(`${typo.first_name}|${typo.last_name}`));
      times.push(performance.now() - started);
      if (pagesFile) pages.push(JSON.stringify([typo.query, rows.map((row) => row.id)]));
      const rank = rankOf(rows, typo);
      ranks.push(rank);
      byKind.set(typo.kind, [...(byKind.get(typo.kind) ?? []), rank]);
      if (rank === null && process.env.BENCH_VERBOSE) console.log(`missed ${typo.kind}: ${typo.query}`);
    }
    await app.close();
    if (pagesFile) writeFileSync(pagesFile, `${pages.join('\n')}\n`);
    const { recall, mrr } = typoQuality(ranks);
    printFigure('typo cases', cases.length, '');
    printFigure('typo search recall@10 (target >= 0.98)', recall, '');
    printFigure('typo search MRR', mrr, '');
    for (const kind of typoKinds) {
      const kindRanks = byKind.get(kind) ?? [];
      printFigure(`  recall@10 ${kind} (${kindRanks.length} cases)`, typoQuality(kindRanks).recall, '');
    }
    printFigure('typo search p50, one client', percentile(times, 0.5), 'ms');
    printFigure('typo search p95, one client', percentile(times, 0.95), 'ms');
    printFigure('typo search p99, one client', percentile(times, 0.99), 'ms');
  });
}
