import type { DbOrTx } from '../client.ts';
import {
  cipCodes,
  cipSocCrosswalk,
  programFormats,
  programs,
  programTypes,
  providerLocations,
  providers,
  providerTypes,
  savedPrograms,
} from '../schema/index.ts';

/**
 * Factories for the Program Finder: lookups, providers with locations, programs, CIP codes and
 * crosswalk rows, saves. Every one takes overrides and fills the rest; a program creates its
 * provider, type and format when none is given.
 */

let sequence = 0;
const next = () => ++sequence;

/** Downtown Denver's ZIP centroid (80202), the default place of a location. */
export const denverCentroid = { zip: '80202', city: 'Denver', state: 'CO', latitude: 39.7491, longitude: -104.9946 };

type LookupTable = typeof programTypes | typeof programFormats | typeof providerTypes;

async function lookup(db: DbOrTx, table: LookupTable, name: string) {
  const [created] = await db.insert(table).values({ name }).onConflictDoNothing().returning();
  if (created) return created;
  const rows = await db.select().from(table);
  return rows.find((row) => row.name === name)!;
}

/** Finds or creates the lookup row with this name. */
export const createProgramType = (db: DbOrTx, name = `Program Type ${next()}`) => lookup(db, programTypes, name);
export const createProgramFormat = (db: DbOrTx, name = `Format ${next()}`) => lookup(db, programFormats, name);
export const createProviderType = (db: DbOrTx, name = `Provider Type ${next()}`) => lookup(db, providerTypes, name);

export type ProviderLocationOverrides = Partial<Omit<typeof providerLocations.$inferInsert, 'providerId'>>;

export interface ProviderOverrides extends Partial<typeof providers.$inferInsert> {
  /** Locations to create with the provider; one downtown Denver campus when omitted. */
  locations?: ProviderLocationOverrides[];
}

export async function createProviderLocation(
  db: DbOrTx,
  providerId: number,
  overrides: ProviderLocationOverrides = {},
) {
  const n = next();
  const [row] = await db
    .insert(providerLocations)
    .values({
      providerId,
      name: `Campus ${n}`,
      address: `${100 + n} Main Street`,
      city: denverCentroid.city,
      state: denverCentroid.state,
      zip: denverCentroid.zip,
      latitude: denverCentroid.latitude,
      longitude: denverCentroid.longitude,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createProvider(db: DbOrTx, overrides: ProviderOverrides = {}) {
  const n = next();
  const { locations = [{}], ...values } = overrides;
  const providerTypeId = values.providerTypeId ?? (await createProviderType(db, 'Community College')).id;
  const [row] = await db
    .insert(providers)
    .values({
      name: `Front Range Training Institute ${n}`,
      type: 'Public two-year college',
      description: 'A public college offering certificates and associate degrees.',
      accreditation: 'Higher Learning Commission',
      supportServices: 'Tutoring, career coaching and childcare referrals.',
      contactPhone: '303-555-0100',
      website: `https://provider${n}.example.edu`,
      commutingAreaDescription: 'Denver metro area, on light rail.',
      ...values,
      providerTypeId,
    })
    .returning();
  const created = [];
  for (const location of locations) created.push(await createProviderLocation(db, row!.id, location));
  return { ...row!, locations: created };
}

export interface ProgramOverrides extends Partial<typeof programs.$inferInsert> {
  /** Online-only: no program location (distance then uses the provider's nearest location). */
  online?: boolean;
}

export async function createProgram(db: DbOrTx, overrides: ProgramOverrides = {}) {
  const n = next();
  const { online = false, ...values } = overrides;
  let { providerId, providerLocationId } = values;
  if (providerId === undefined) {
    const provider = await createProvider(db);
    providerId = provider.id;
    providerLocationId ??= online ? null : provider.locations[0]!.id;
  }
  const typeId = values.typeId ?? (await createProgramType(db, 'Certificate')).id;
  const formatId = values.formatId ?? (await createProgramFormat(db, 'In Person')).id;
  const [row] = await db
    .insert(programs)
    .values({
      title: `Applied Skills Certificate ${n}`,
      description: 'Hands-on training with a capstone project and help finding work afterwards.',
      link: `https://programs.example.edu/${n}`,
      totalCost: 2500,
      tuitionCost: 2000,
      creditHours: 12,
      contactHours: 180,
      duration: '16 weeks',
      semesters: 1,
      eligibleForFinancialAid: true,
      eligibleForGiVeteranAid: false,
      eligibleForPaidTraining: null,
      eligibleForTuitionSupport: true,
      localAreasOfferingWioaFunding: 'Denver County',
      prerequisiteSkills: 'High school diploma or GED.',
      expectedSkillsAcquired: 'Workplace safety, core technical skills.',
      relatedCareerInformation: 'Graduates work in entry-level technical roles.',
      ...values,
      providerId,
      providerLocationId: online ? null : (providerLocationId ?? null),
      typeId,
      formatId,
    })
    .returning();
  return row!;
}

export async function createCipCode(db: DbOrTx, overrides: Partial<typeof cipCodes.$inferInsert> = {}) {
  const code = overrides.code ?? `99.${String(next()).padStart(4, '0')}`;
  const [row] = await db
    .insert(cipCodes)
    .values({ title: `Program Area ${code}`, level: code.replace(/\./g, '').length, ...overrides, code })
    .onConflictDoUpdate({ target: cipCodes.code, set: { title: overrides.title ?? `Program Area ${code}` } })
    .returning();
  return row!;
}

export async function linkCipToSoc(db: DbOrTx, cipCode: string, socCodes: string[]) {
  if (socCodes.length === 0) return;
  await db
    .insert(cipSocCrosswalk)
    .values(socCodes.map((socCode) => ({ cipCode, socCode })))
    .onConflictDoNothing();
}

export async function saveProgram(db: DbOrTx, customerId: number, programId: number) {
  await db.insert(savedPrograms).values({ customerId, programId }).onConflictDoNothing();
}
