import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPlaces, createBoardEmployer, createJobPost } from '@portal/db/factories';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import * as repository from './repository.ts';

/**
 * A search near an address (issue #30) finds the near posts of its page in one of two ways: walking the located rows
 * newest first down to the K-th newest remote match, or collecting every post in the circle. Both must give what a
 * plain reading of the rules gives: live posts with a location within the radius or remote, matching every word,
 * newest first (then by id), the total counted up to the cap. The posts below share posting times (ties), some have
 * no posting time, some a long description whose word sits past the first 1,000 bytes (the radius index does not
 * hold such a text, migration 0064), some a site near and one far.
 */

let testDatabase: TestDatabase;
const hour = 3_600_000;
const start = Date.now() - 30 * 24 * hour;

interface Made {
  id: number;
  postedAt: number | null;
  remote: boolean;
  near: boolean;
  text: string;
}
const made: Made[] = [];
const denver = { latitude: boardPlaces.denver.latitude, longitude: boardPlaces.denver.longitude };
const radiusMeters = 25 * 1609.344;

const titles = ['Registered Nurse', 'Line Cook', 'Welder', 'Nurse Aide', 'Forklift Driver'];
const filler = 'Lift boxes, count stock and keep the aisles clear for the next shift. ';

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const db = testDatabase.handle.db;
  const near = await createBoardEmployer(db, { companyName: 'Near Works', places: [boardPlaces.denver] });
  const far = await createBoardEmployer(db, { companyName: 'Far Works', places: [boardPlaces.springs] });
  const both = await createBoardEmployer(db, {
    companyName: 'Both Works',
    places: [boardPlaces.springs, boardPlaces.aurora],
  });
  // A fixed pseudo-random sequence, so a failure repeats.
  let seed = 7;
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  for (let index = 0; index < 90; index += 1) {
    const kind = random();
    const employer = kind < 0.35 ? near : kind < 0.7 ? far : both;
    const remote = random() < 0.3;
    const title = titles[Math.floor(random() * titles.length)]!;
    const long = random() < 0.15;
    const description = long ? `${filler.repeat(20)}Night shift nurse station.` : 'Steady hours.';
    // Posting times on a coarse grid make ties; a few posts have none.
    const postedAt = random() < 0.05 ? null : start + Math.floor(random() * 4) * hour;
    const post = await createJobPost(db, {
      employerId: employer.id,
      locationIds: employer.locations.map((location) => location.id),
      title,
      description,
      remote,
      postedAt: postedAt === null ? null : new Date(postedAt),
    });
    made.push({
      id: post.id,
      postedAt,
      remote,
      near: employer !== far,
      text: `${title}\n${description}\n${employer.companyName}`.toLowerCase(),
    });
  }
  // A word only remote posts hold: a total that is all remote matches, exactly at a cap.
  for (let index = 0; index < 3; index += 1) {
    const post = await createJobPost(db, {
      employerId: far.id,
      locationIds: far.locations.map((location) => location.id),
      title: 'Crane Operator',
      description: 'Steady hours.',
      remote: true,
      postedAt: new Date(start + index * hour),
    });
    made.push({
      id: post.id,
      postedAt: start + index * hour,
      remote: true,
      near: false,
      text: `crane operator\nsteady hours.\nfar works`,
    });
  }
  // Not live: they must never show.
  await createJobPost(db, {
    employerId: near.id,
    locationIds: [near.locations[0]!.id],
    title: 'Nurse',
    state: 'draft',
  });
  await createJobPost(db, {
    employerId: near.id,
    locationIds: [near.locations[0]!.id],
    title: 'Nurse',
    remote: true,
    postedAt: new Date(start - 90 * 24 * hour),
    expiresAt: new Date(Date.now() - hour),
  });
  await createJobPost(db, {
    employerId: far.id,
    locationIds: far.locations.map((location) => location.id),
    title: 'Crane Operator',
    remote: true,
    postedAt: new Date(start + 5 * hour),
    expiresAt: new Date(Date.now() - hour),
  });
}, 120_000);
afterAll(() => testDatabase?.dispose());

/** Newest first with no posting time first (Postgres's `desc`), then by id, highest first. */
const newestFirst = (a: Made, b: Made) =>
  a.postedAt === b.postedAt
    ? b.id - a.id
    : a.postedAt === null
      ? -1
      : b.postedAt === null
        ? 1
        : b.postedAt - a.postedAt;

function expected(words: string[], page: number, perPage: number, cap: number) {
  const matches = made
    .filter((post) => post.remote || post.near)
    .filter((post) => words.every((word) => post.text.includes(word)))
    .sort(newestFirst);
  return {
    ids: matches.slice((page - 1) * perPage, page * perPage).map((post) => post.id),
    total: Math.min(matches.length, cap + 1),
  };
}

const filters = (words: string[], page: number, perPage: number): repository.BoardFilters => ({
  ...repository.emptyBoardFilters,
  page,
  perPage,
  words,
  origin: { ...denver, radiusMeters },
});

describe('a search near an address, with remote posts', () => {
  it('gives the live near and remote posts newest first, page by page, whichever way it finds the near ones', async () => {
    const db = testDatabase.handle.db;
    // walkRows 2,000: the walk always (fewer located rows than that); 12 and 40: the walk only while the K-th remote
    // match is newer than the 12th / 40th newest located row, else the whole circle; 1: never the walk. The remote
    // page of a word search: by walking the remote rows when the sample expects K matches in them (countWalkRows
    // 100,000: at any hit; 4 with a sample of 1: a walk that often stops short, then the trigram index), or never
    // (pageWalkHits above the sample).
    const tunings: Partial<repository.NearTuning>[] = [
      { walkRows: 2000 },
      { walkRows: 40 },
      { walkRows: 12 },
      { walkRows: 1 },
      { walkRows: 2000, pageWalkHits: 0, countWalkRows: 100_000 },
      { walkRows: 2000, pageWalkHits: 0, sampleRows: 1, countWalkRows: 4 },
      { walkRows: 2000, pageWalkHits: 301 },
    ];
    for (const way of tunings) {
      for (const words of [[], ['nurse'], ['shift', 'nurse'], ['welder'], ['no-such-word']]) {
        for (const perPage of [3, 10]) {
          for (let page = 1; page <= 8; page += 1) {
            const tuning = { ...repository.nearTuning, ...way };
            const { rows, total } = await repository.searchPosts(db, filters(words, page, perPage), tuning);
            const want = expected(words, page, perPage, repository.countCap);
            const label = `${JSON.stringify(way)}, words ${words.join(' ')}, page ${page} of ${perPage}`;
            expect(
              rows.map((row) => row.id),
              label,
            ).toEqual(want.ids);
            expect(total, label).toBe(want.total);
          }
        }
      }
    }
  }, 120_000);

  it('counts up to the cap whichever way it counts: the remote words, walking the remote rows or the trigram index', async () => {
    const db = testDatabase.handle.db;
    // sampleHits 0: the walk always; above sampleRows: never; countWalkRows 20: a walk that often stops short of the
    // cap (then the trigram count). Each with the remote posts' words asked first (migration 0067) and without. The
    // caps fall below, at and above the remote matches of each search.
    const ways = [
      { sampleRows: 300, sampleHits: 0, countWalkRows: 12_000 },
      { sampleRows: 300, sampleHits: 0, countWalkRows: 20 },
      { sampleRows: 300, sampleHits: 301, countWalkRows: 12_000 },
      { sampleRows: 10, sampleHits: 3, countWalkRows: 40 },
    ].flatMap((way) => [
      { ...way, remoteWords: true },
      { ...way, remoteWords: false },
    ]);
    for (const way of ways) {
      for (const cap of [1, 2, 3, 4, 9, 15, 25, 40, repository.countCap]) {
        for (const words of [['nurse'], ['shift', 'nurse'], ['station'], ['crane'], ['no-such-word']]) {
          const tuning = { ...repository.nearTuning, ...way, cap };
          const { rows, total } = await repository.searchPosts(db, filters(words, 1, 10), tuning);
          const want = expected(words, 1, 10, cap);
          const label = `${JSON.stringify(way)}, cap ${cap}, words ${words.join(' ')}`;
          expect(total, label).toBe(want.total);
          expect(
            rows.map((row) => row.id),
            label,
          ).toEqual(want.ids);
        }
      }
    }
  }, 120_000);

  it('finds a word past the first 1,000 bytes of a long description, near and remote', async () => {
    const db = testDatabase.handle.db;
    const longOnes = made.filter((post) => post.text.length > 1000 && (post.near || post.remote));
    expect(longOnes.length).toBeGreaterThan(0);
    const { rows } = await repository.searchPosts(db, filters(['station'], 1, 100), {
      ...repository.nearTuning,
      walkRows: 1,
    });
    expect(rows.map((row) => row.id).sort()).toEqual(longOnes.map((post) => post.id).sort());
  });

  it('places the origin and measures each post from it as earthdistance does, to the last bit', async () => {
    const handle = testDatabase.handle;
    const db = handle.db;
    const origin = await repository.placeOrigin(db, { ...denver, radiusMeters });
    const [same] = await handle.rawQuery(
      `select $1::cube = ll_to_earth($3::float8, $4::float8) as here,
         $2::cube = earth_box(ll_to_earth($3::float8, $4::float8), $5::float8) as box`,
      [origin.here, origin.box, denver.latitude, denver.longitude, radiusMeters],
    );
    expect(same).toEqual({ here: true, box: true });
    const { rows } = await repository.searchPosts(db, filters([], 1, 100));
    const located = rows.filter((row) => row.meters !== null);
    expect(located.length).toBeGreaterThan(0);
    for (const row of located) {
      const [nearest] = (await handle.rawQuery(
        `select min(earth_distance(ll_to_earth($2::float8, $3::float8), ll_to_earth(l.latitude, l.longitude))) as meters
         from job_post_locations jl join employer_locations l on l.id = jl.employer_location_id
         where jl.job_post_id = $1 and l.deleted_at is null`,
        [row.id, denver.latitude, denver.longitude],
      )) as { meters: number }[];
      expect(row.meters).toBe(Number(nearest!.meters));
    }
  });
});
