import type { DatabaseHandle } from '../client.ts';
import { createLocation, createStaffUser, ensureEducationLevels } from './people.ts';

/**
 * Synthetic employers, their locations and job posts for the job board's scale bench (`npm run seed:scale --
 * --employers N --job-posts M`). Locations sit at real ZIP centroids passed in by the caller (the offline geocoder's
 * list), so a radius search around a city finds what it would in a national data set. About 88% of posts are live:
 * the rest are drafts, deleted or past their 60 days.
 */

export interface ScaleZip {
  zip: string;
  city: string;
  county: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface JobBoardScaleOptions {
  employers: number;
  posts: number;
  zips: ScaleZip[];
  chunk?: number;
  onProgress?: (what: string, done: number, total: number) => void;
}

const companyWords = [
  'Summit',
  'River',
  'Prairie',
  'Granite',
  'Pioneer',
  'Harbor',
  'Cedar',
  'Union',
  'Frontier',
  'Maple',
];
const companyKinds = ['Logistics', 'Health', 'Builders', 'Software', 'Foods', 'Manufacturing', 'Services', 'Energy'];
const fallbackTitles = ['Warehouse Associate', 'Registered Nurse', 'Electrician', 'Software Developer', 'Line Cook'];
const industries = ['11', '23', '31-33', '44-45', '48-49', '51', '52', '54', '62', '72', '81'];
const payUnits = ['hour', 'hour', 'hour', 'year', 'year', 'week', 'month'];

type Rows<T> = T[];

export async function seedScaleJobBoard(
  database: Pick<DatabaseHandle, 'rawQuery' | 'kind' | 'db'>,
  options: JobBoardScaleOptions,
) {
  const { employers, posts, zips, chunk = 50_000 } = options;
  const office = await createLocation(database.db, { name: 'Scale Employer Office' });
  const staff = await createStaffUser(database.db, {
    email: `scale-employers-${Date.now()}@example.test`,
    locationIds: [office.id],
  });
  const levels = (await ensureEducationLevels(database.db)).map((level) => level.id);
  const occupations = (await database.rawQuery('select code, title from occupations order by id')) as Rows<{
    code: string;
    title: string;
  }>;
  const codes = occupations.length > 0 ? occupations.map((o) => o.code) : fallbackTitles.map(() => null);
  const titles = occupations.length > 0 ? occupations.map((o) => o.title) : fallbackTitles;

  // The ZIP list as a table for the set-based inserts below (dropped at the end).
  await database.rawQuery('drop table if exists scale_zips');
  await database.rawQuery(
    `create table scale_zips as select (n - 1)::int as n, zip, city, county, state, latitude, longitude
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[])
       with ordinality as z(zip, city, county, state, latitude, longitude, n)`,
    [
      zips.map((z) => z.zip),
      zips.map((z) => z.city),
      zips.map((z) => z.county),
      zips.map((z) => z.state),
      zips.map((z) => z.latitude),
      zips.map((z) => z.longitude),
    ],
  );
  await database.rawQuery('create unique index on scale_zips (n)');

  const [{ base: employerBase } = { base: 0 }] = (await database.rawQuery(
    'select coalesce(max(id), 0)::int as base from employers',
  )) as Rows<{ base: number }>;
  for (let start = 1; start <= employers; start += chunk) {
    const end = Math.min(employers, start + chunk - 1);
    await database.rawQuery(
      `insert into employers (company_name, fein, website, account_originator_location_id, created_by)
       select ($3::text[])[1 + g % cardinality($3::text[])] || ' ' || ($4::text[])[1 + (g / 10) % cardinality($4::text[])]
           || ' ' || g,
         lpad((100000000 + g)::text, 9, '0'), 'https://employer' || g || '.example', $5, $6
       from generate_series($1::int, $2::int) g`,
      [start, end, companyWords, companyKinds, office.id, staff.id],
    );
    // A main office for each, and a second site for three in ten, at random ZIP centroids.
    await database.rawQuery(
      `insert into employer_locations (employer_id, label, address, city, county, state, zipcode, phone, latitude,
         longitude, created_by, creator_location_id)
       select r.id, r.label, (100 + r.id % 900) || ' Main Street', z.city, z.county, z.state, z.zip, '303-555-0100',
         z.latitude, z.longitude, $4, $5
       from (
         select e.id, site.label, floor(random() * $3::int)::int as pick
         from employers e cross join (values ('Main office', 1), ('Second site', 2)) site(label, k)
         where e.id between $1::int and $2::int and (site.k = 1 or random() < 0.3)
       ) r
       join scale_zips z on z.n = r.pick`,
      [employerBase + start, employerBase + end, zips.length, staff.id, office.id],
    );
    options.onProgress?.('employers', end, employers);
  }

  // Loading without the secondary indexes and building them afterwards is several times faster (the search rows'
  // too: the triggers of migration 0056 fill them as the posts and their locations arrive). The search rows' post
  // index stays: each batch's refresh below finds the rows it replaces by it (without it every batch read the whole
  // table, over 4 minutes a batch at a million posts).
  const indexes = (await database.rawQuery(
    `select indexname, indexdef from pg_indexes where schemaname = current_schema()
     and tablename in ('job_posts', 'job_post_locations', 'job_board_search')
     and indexname <> 'job_board_search_post_idx'
     and not exists (select 1 from pg_constraint c where c.conname = indexname)`,
  )) as Rows<{ indexname: string; indexdef: string }>;
  for (const { indexname } of indexes) await database.rawQuery(`drop index "${indexname}"`);

  const [{ base: postBase } = { base: 0 }] = (await database.rawQuery(
    'select coalesce(max(id), 0)::int as base from job_posts',
  )) as Rows<{ base: number }>;
  for (let start = 1; start <= posts; start += chunk) {
    const end = Math.min(posts, start + chunk - 1);
    await database.rawQuery(
      `insert into job_posts (employer_id, created_by, status_id, send_to_nlx, onet_code, remote, title, description,
         industry, job_position_type_id, salary_range_min, salary_range_max, pay_unit, minimum_educational_level_id,
         hours_per_week, apply_link, posted_at, expires_at, deleted_at)
       select $3::int + 1 + floor(random() * $4::int)::int, $5, case when random() < 0.93 then 3 else 1 end, false,
         ($6::text[])[k], random() < 0.08, ($7::text[])[k],
         'Join our team as a ' || ($7::text[])[k] || '. Training provided; steady hours and benefits.',
         ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int], 1 + floor(random() * 4)::int,
         pay.low, pay.low * 1.25, pay.unit, ($9::int[])[1 + floor(random() * cardinality($9::int[]))::int],
         (array[40, 40, 40, 32, 24, 20])[1 + floor(random() * 6)::int], 'https://jobs.example/apply/' || g,
         posted, posted + interval '60 days', case when random() < 0.02 then now() end
       from (
         select g, 1 + floor(random() * cardinality($6::text[]))::int as k,
           now() - random() * interval '68 days' as posted,
           ($10::text[])[1 + floor(random() * cardinality($10::text[]))::int] as unit
         from generate_series($1::int, $2::int) g
       ) drawn
       cross join lateral (select case unit when 'hour' then round((15 + random() * 40)::numeric, 2)
         when 'week' then round((600 + random() * 1500)::numeric, 2)
         when 'month' then round((2500 + random() * 6000)::numeric, 2)
         else round((30000 + random() * 110000)::numeric, 0) end as low, unit) pay`,
      [start, end, employerBase, employers, staff.id, codes, titles, industries, levels, payUnits],
    );
    options.onProgress?.('job posts', end, posts);
  }
  // Each new post is offered at its employer's main office (its first live location). One hash join: a lateral
  // lookup per post could not use the partial employer index and read every location for every post.
  // The insert trigger would refresh a million posts' search rows in this one statement, planned before the new
  // rows have statistics (it once ran past the seed's statement timeout): the rows go in without it, and their
  // search rows are refreshed below in batches, after `analyze`, as the trigger would have done.
  await database.rawQuery('alter table job_post_locations disable trigger job_post_locations_board_search_inserted');
  try {
    await database.rawQuery(
      `insert into job_post_locations (job_post_id, employer_location_id)
       select p.id, l.id from job_posts p
       join (select distinct on (employer_id) employer_id, id from employer_locations
             where deleted_at is null order by employer_id, id) l on l.employer_id = p.employer_id
       where p.id > $1::int`,
      [postBase],
    );
  } finally {
    await database.rawQuery('alter table job_post_locations enable trigger job_post_locations_board_search_inserted');
  }
  await database.rawQuery('analyze job_posts, job_post_locations');
  const [{ last } = { last: postBase }] = (await database.rawQuery(
    'select coalesce(max(id), $1::int)::int as last from job_posts',
    [postBase],
  )) as Rows<{ last: number }>;
  for (let from = postBase + 1; from <= last; from += chunk) {
    await database.rawQuery(
      'select job_board_search_refresh(array(select id from job_posts where id between $1::int and $2::int))',
      [from, from + chunk - 1],
    );
    // The refresh's triggers find the remote words they replace by join; planned on tables never analysed, that
    // join read every word row per row written (a batch past 5 minutes at a million posts where autovacuum is off,
    // as on CI's Postgres). Analysed after the first batch, the rest are planned on real sizes.
    if (from === postBase + 1) await database.rawQuery('analyze job_board_search, job_board_remote_words');
  }
  for (const { indexdef } of indexes) {
    await database.rawQuery(
      database.kind === 'postgres' ? `set maintenance_work_mem = '256MB'; ${indexdef}` : indexdef,
    );
  }
  await database.rawQuery('drop table scale_zips');
  await database.rawQuery('analyze employers, employer_locations, job_posts, job_post_locations, job_board_search');
}
