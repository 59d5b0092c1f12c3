import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { openReferenceTestDatabase, type ReferenceTestDatabase } from '../reference/test-support.ts';
import { sharedDataFolder, skipWithoutSharedData } from '../reference/shared-data.ts';
import { exportHsdsFolder } from './hsds-export.ts';
import { HsdsImportError, importHsdsFolder } from './hsds-import.ts';
import { directoryTables } from './tables.ts';

/** The three sample sets in ../shared/data/hsds-samples (see its SOURCE.md); never copied into the project. */
const samples = path.join(sharedDataFolder, 'hsds-samples');
const sets = {
  'hsds-3.0': path.join(samples, 'hsds-3.0-spec-examples'),
  'hsds-1.1': path.join(samples, 'hsds-1.1-sample-datapackage', 'all_resources'),
  ohana: path.join(samples, 'ohana-api-sample-csv'),
} as const;

async function fingerprint(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const spec of directoryTables) {
    const result = await db.execute(
      sql.raw(
        `select ${spec.columns.map((c) => `coalesce("${c.name}"::text, '∅')`).join(` || '|' || `)} as row from ${spec.table} order by id`,
      ),
    );
    out[spec.hsds] = (result as { rows: { row: string }[] }).rows.map((row) => row.row);
  }
  return out;
}

const counts = (print: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(print).map(([k, v]) => [k, v.length]));

describe.skipIf(skipWithoutSharedData('hsds-samples'))('HSDS import of the sample sets', () => {
  let database: ReferenceTestDatabase;
  let work: string;
  beforeAll(async () => {
    database = await openReferenceTestDatabase();
    work = await mkdtemp(path.join(tmpdir(), 'hsds-'));
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('reads each layout and writes its rows, then a re-run changes nothing', { timeout: 120_000 }, async () => {
    const db = database.handle.db;
    const expected = {
      'hsds-3.0': {
        organizations: 1,
        services: 1,
        locations: 1,
        service_at_location: 1,
        schedules: 1,
        taxonomy_terms: 1,
      },
      'hsds-1.1': {
        organizations: 10,
        services: 13,
        locations: 10,
        service_at_location: 13,
        phones: 5,
        addresses: 2,
        schedules: 3,
      },
      ohana: {
        organizations: 8,
        services: 23,
        locations: 22,
        service_at_location: 23,
        phones: 54,
        addresses: 42,
        contacts: 31,
        schedules: 11,
        taxonomy_terms: 290,
      },
    };
    for (const [layout, folder] of Object.entries(sets)) {
      const first = await importHsdsFolder(db, folder);
      expect(first.layout).toBe(layout);
      for (const [table, rows] of Object.entries(expected[layout as keyof typeof expected]))
        expect(first.writes[table as keyof typeof first.writes], `${layout} ${table}`).toMatchObject({
          rows,
          inserted: rows,
        });
      const before = await fingerprint(db);
      const again = await importHsdsFolder(db, folder);
      expect(
        Object.values(again.writes).every((w) => w.inserted === 0 && w.updated === 0),
        layout,
      ).toBe(true);
      expect(await fingerprint(db)).toEqual(before);
    }
    // The HSDS 3.0 example's latitude 100 is not a place: kept without a map point, with a warning.
    const example = await importHsdsFolder(db, sets['hsds-3.0']);
    expect(example.warnings.some((w) => w.startsWith('locations.csv line 2: coordinates 100, 101'))).toBe(true);
    // Ohana's 12-hour times ('4:00 PM') are read as 16:00.
    const pm = (await db.execute<{ n: number }>(
      sql`select count(*)::int as n from directory_schedules where closes_at = '16:00'`,
    )) as { rows: { n: number }[] };
    expect(pm.rows[0]!.n).toBeGreaterThan(0);
  });

  it('refuses a malformed file with its name and line, leaving no rows', { timeout: 60_000 }, async () => {
    const db = database.handle.db;
    const broken = path.join(work, 'broken');
    await cp(sets['hsds-1.1'], broken, { recursive: true });
    const file = path.join(broken, 'services.csv');
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines[3] = lines[3]!.replace(/^([^,]+),[^,]+,/, '$1,no-such-organization,');
    await writeFile(file, lines.join('\n'));
    await db.execute(sql`delete from directory_organizations`);
    await expect(importHsdsFolder(db, broken)).rejects.toThrow(
      /^services\.csv line 4: the organization_id names a row that is not in the organizations table$/,
    );
    const unclosed = path.join(work, 'unclosed');
    await cp(sets.ohana, unclosed, { recursive: true });
    await writeFile(path.join(unclosed, 'phones.csv'), 'id,location_id,number\n1,1,"303 555 0100\n2,1,303 555 0101\n');
    const error = await importHsdsFolder(db, unclosed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HsdsImportError);
    expect((error as HsdsImportError).file).toBe('phones.csv');
    const badTime = path.join(work, 'bad-time');
    await cp(sets.ohana, badTime, { recursive: true });
    await writeFile(
      path.join(badTime, 'regular_schedules.csv'),
      'id,location_id,service_id,weekday,opens_at,closes_at\n1,1,,Monday,8 o clock,17:00\n',
    );
    await expect(importHsdsFolder(db, badTime)).rejects.toThrow(
      /^regular_schedules\.csv line 2: the opens_at '8 o clock' is not a time/,
    );
    const left = (await db.execute<{ n: number }>(sql`select count(*)::int as n from directory_services`)) as {
      rows: { n: number }[];
    };
    expect(left.rows[0]!.n).toBe(0);
  });

  it('names the datapackages inside a folder that holds several rather than the tables', async () => {
    await expect(importHsdsFolder(database.handle.db, path.dirname(sets['hsds-1.1']))).rejects.toThrow(
      /services\.csv is missing .*name one of the folders that has it: (all_resources\/, simple\/|simple\/, all_resources\/)$/,
    );
  });

  it(
    'exports an HSDS 3.0 datapackage that imports into a clean database as the same rows',
    { timeout: 120_000 },
    async () => {
      const db = database.handle.db;
      for (const folder of Object.values(sets)) await importHsdsFolder(db, folder);
      const original = await fingerprint(db);
      const out = path.join(work, 'export');
      const summary = await exportHsdsFolder(db, out);
      expect(summary.tables).toEqual(counts(original));
      const datapackage = JSON.parse(await readFile(path.join(out, 'datapackage.json'), 'utf8')) as {
        resources: { path: string }[];
      };
      expect(datapackage.resources.map((r) => r.path)).toContain('service_at_location.csv');
      const clean = await openReferenceTestDatabase();
      try {
        const back = await importHsdsFolder(clean.handle.db, out);
        expect(back.layout).toBe('hsds-3.0');
        expect(await fingerprint(clean.handle.db)).toEqual(original);
      } finally {
        await clean.dispose();
      }
    },
  );
});
