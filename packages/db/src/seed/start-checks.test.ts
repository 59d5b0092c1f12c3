import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../client.ts';
import { seedDemo, seedReference } from './index.ts';

/**
 * A warm start checks the migrations and the demo seed in one query each (issue #30). These hold that a database
 * missing a migration or a seeded row still gets it. PGlite by default; a Postgres server with DATABASE_URL (a database
 * of its own, dropped afterwards).
 */
const url = process.env.DATABASE_URL;
const name = `portal_start_checks_${process.pid}_${Date.now().toString(36)}`;
let admin: pg.Client | undefined;
let handle: DatabaseHandle;

beforeAll(async () => {
  if (url) {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    handle = await openDatabase({ url: target.toString() });
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
});

const rows = async (query: string) =>
  ((await handle.db.execute<Record<string, unknown>>(sql.raw(query))) as { rows: Record<string, unknown>[] }).rows;
const journalLength = () =>
  (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;
const recorded = async () => Number((await rows('select count(*) as n from drizzle.__drizzle_migrations'))[0]!.n);

describe('the migrations check', () => {
  it('migrates an empty database, then finds nothing to apply', async () => {
    await handle.migrate();
    expect(await recorded()).toBe(journalLength());
    await handle.migrate();
    expect(await recorded()).toBe(journalLength());
  }, 300_000);

  it('applies the newest migration again when the database does not record it', async () => {
    // The newest migration can run again on a database that has it, so a database one migration behind can be made by
    // forgetting it.
    await rows(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    expect(await recorded()).toBe(journalLength() - 1);
    await handle.migrate();
    expect(await recorded()).toBe(journalLength());
  }, 120_000);
});

describe('the seed check', () => {
  it('seeds once, then finds the demo in place', async () => {
    expect((await seedDemo(handle.db)).created).toBe(true);
    const second = await seedDemo(handle.db);
    expect(second.created).toBe(false);
    expect(second.logins.length).toBeGreaterThan(0);
  }, 600_000);

  it('queues a match set for every demo customer with match inputs, for the start to score (issue #30)', async () => {
    const [queued] = await rows(`
      select count(*)::int as n, count(*) filter (where requested_version = 1 and computed_version = 0)::int as fresh
      from customer_matches`);
    const [withInputs] = await rows(`
      select count(*)::int as n from customers c
      where exists (select from cluster_survey_responses r where r.customer_id = c.id)
         or exists (select from skills_survey_responses r where r.customer_id = c.id)
         or exists (select from customer_job_experiences r where r.customer_id = c.id)
         or exists (select from customer_educational_experiences r where r.customer_id = c.id)
         or exists (select from saved_clusters r where r.customer_id = c.id)`);
    const n = Number(withInputs!.n);
    expect(n).toBeGreaterThan(0);
    expect(queued).toEqual({ n, fresh: n });
  });

  it('puts back reference rows that differ from the seed, on a seeded database', async () => {
    const [cluster] = await rows('select name from career_clusters where id = 1');
    const [race] = await rows('select description from races where id = 13');
    const [type] = await rows('select is_evidence_must from performance_types where id = 101');
    await rows("update career_clusters set name = 'Renamed' where id = 1");
    await rows("update races set description = 'Changed' where id = 13");
    await rows('update performance_types set is_evidence_must = not is_evidence_must where id = 101');

    expect((await seedDemo(handle.db)).created).toBe(false);
    expect(await rows('select name from career_clusters where id = 1')).toEqual([cluster]);
    expect(await rows('select description from races where id = 13')).toEqual([race]);
    expect(await rows('select is_evidence_must from performance_types where id = 101')).toEqual([type]);

    // The reference-only seeding (DEMO=0) checks the same rows.
    await rows("update career_clusters set description = 'Changed' where id = 2");
    await seedReference(handle.db);
    expect((await rows('select description from career_clusters where id = 2'))[0]!.description).not.toBe('Changed');
  }, 120_000);

  it('loads the seeded forms again when one is missing', async () => {
    const before = await rows('select name_short from forms order by name_short');
    await rows(
      "delete from forms where name_short = (select name_short from forms where name_short ilike '%youth%' limit 1)",
    );
    expect((await rows('select count(*)::int as n from forms'))[0]!.n).toBe(before.length - 1);
    await seedDemo(handle.db);
    expect(await rows('select name_short from forms order by name_short')).toEqual(before);
  }, 120_000);
});
