import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import {
  programFormats,
  programs,
  programTypes,
  providerLocations,
  providers,
  providerTypes,
} from '../schema/programs.ts';
import { batches, excludedSet, noWrites, roundTo, type WriteCounts } from './batch.ts';
import { programDetailKeys, programDetailsOf, type ProgramRecord, type ProviderRecord } from './records.ts';

/** The Program Finder catalogue: lookup names, providers with their locations, and programs. */
export interface ProgramCatalogue {
  programTypes: readonly string[];
  programFormats: readonly string[];
  providerTypes: readonly string[];
  providers: readonly ProviderRecord[];
  programs: readonly ProgramRecord[];
}

export interface ProgramStoreResult {
  lookups: WriteCounts;
  providers: WriteCounts;
  locations: WriteCounts;
  programs: WriteCounts;
}

type LookupTable = typeof programTypes | typeof programFormats | typeof providerTypes;

/** Adds missing names; returns name → id for every stored name. */
async function storeLookup(db: DbOrTx, table: LookupTable, names: readonly string[], counts: WriteCounts) {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (unique.length > 0) {
    const inserted = await db
      .insert(table)
      .values(unique.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: table.id });
    counts.inserted += inserted.length;
    counts.unchanged += unique.length - inserted.length;
  }
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((r) => [r.name, r.id]));
}

function lookupId(map: Map<string, number>, name: string, what: string, owner: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`${owner}: unknown ${what} "${name}" (add it to the ${what} list)`);
  return id;
}

function sameValues<K extends string>(
  stored: Record<K, unknown>,
  wanted: Record<K, unknown>,
  keys: readonly K[],
): boolean {
  return keys.every((key) => (stored[key] ?? null) === (wanted[key] ?? null));
}

/** Updates rows by id one statement each: catalogue edits are few, and most runs change nothing. */
async function updateById(db: DbOrTx, table: PgTable, idColumn: PgColumn, rows: { id: number; set: object }[]) {
  for (const row of rows) await db.update(table).set(row.set).where(eq(idColumn, row.id));
}

/**
 * Upserts the catalogue by natural key: lookup names, providers by name, locations by provider
 * and name, programs by provider and title. Stored rows that are not in the catalogue stay.
 */
export async function storeProgramCatalogue(db: DbOrTx, catalogue: ProgramCatalogue): Promise<ProgramStoreResult> {
  const result: ProgramStoreResult = {
    lookups: noWrites(),
    providers: noWrites(),
    locations: noWrites(),
    programs: noWrites(),
  };
  const typeIds = await storeLookup(db, programTypes, catalogue.programTypes, result.lookups);
  const formatIds = await storeLookup(db, programFormats, catalogue.programFormats, result.lookups);
  const providerTypeIds = await storeLookup(db, providerTypes, catalogue.providerTypes, result.lookups);

  const providerIds = await storeProviders(db, catalogue.providers, providerTypeIds, result.providers);
  const locationIds = await storeLocations(db, catalogue.providers, providerIds, result.locations);
  await storePrograms(db, catalogue.programs, { typeIds, formatIds, providerIds, locationIds }, result.programs);
  return result;
}

const providerKeys = [
  'type',
  'providerTypeId',
  'description',
  'accreditation',
  'supportServices',
  'contactPhone',
  'website',
  'commutingAreaDescription',
] as const;

async function storeProviders(
  db: DbOrTx,
  records: readonly ProviderRecord[],
  providerTypeIds: Map<string, number>,
  counts: WriteCounts,
) {
  const stored = new Map((await db.select().from(providers)).map((p) => [p.name, p]));
  const toWrite: (typeof providers.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.name)) throw new Error(`Provider "${record.name}" appears twice`);
    seen.add(record.name);
    const row = {
      name: record.name,
      type: record.type,
      providerTypeId: lookupId(providerTypeIds, record.providerType, 'provider type', `Provider "${record.name}"`),
      description: record.description,
      accreditation: record.accreditation,
      supportServices: record.supportServices,
      contactPhone: record.contactPhone,
      website: record.website,
      commutingAreaDescription: record.commutingAreaDescription,
    };
    const existing = stored.get(record.name);
    if (!existing) counts.inserted += 1;
    else if (!sameValues(existing, row, providerKeys)) counts.updated += 1;
    else {
      counts.unchanged += 1;
      continue;
    }
    toWrite.push(row);
  }
  const set = excludedSet(Object.fromEntries(providerKeys.map((k) => [k, providers[k]])));
  for (const batch of batches(toWrite, 10)) {
    await db.insert(providers).values(batch).onConflictDoUpdate({ target: providers.name, set });
  }
  const rows = await db.select({ id: providers.id, name: providers.name }).from(providers);
  return new Map(rows.map((r) => [r.name, r.id]));
}

const locationKeys = ['address', 'city', 'state', 'zip', 'latitude', 'longitude'] as const;

async function storeLocations(
  db: DbOrTx,
  records: readonly ProviderRecord[],
  providerIds: Map<string, number>,
  counts: WriteCounts,
) {
  const key = (providerId: number, name: string) => `${providerId}|${name}`;
  const stored = new Map((await db.select().from(providerLocations)).map((l) => [key(l.providerId, l.name), l]));
  const inserts: (typeof providerLocations.$inferInsert)[] = [];
  const updates: { id: number; set: object }[] = [];
  for (const record of records) {
    const providerId = providerIds.get(record.name)!;
    const seen = new Set<string>();
    for (const location of record.locations) {
      if (seen.has(location.name))
        throw new Error(`Provider "${record.name}": location "${location.name}" appears twice`);
      seen.add(location.name);
      const row = { providerId, ...location };
      const existing = stored.get(key(providerId, location.name));
      if (!existing) {
        counts.inserted += 1;
        inserts.push(row);
      } else if (!sameValues(existing, row, locationKeys)) {
        counts.updated += 1;
        updates.push({ id: existing.id, set: row });
      } else counts.unchanged += 1;
    }
  }
  for (const batch of batches(inserts, 8)) await db.insert(providerLocations).values(batch);
  await updateById(db, providerLocations, providerLocations.id, updates);
  const rows = await db
    .select({ id: providerLocations.id, providerId: providerLocations.providerId, name: providerLocations.name })
    .from(providerLocations);
  return new Map(rows.map((r) => [key(r.providerId, r.name), r.id]));
}

const programKeys = ['providerLocationId', 'typeId', 'formatId', ...programDetailKeys] as const;

async function storePrograms(
  db: DbOrTx,
  records: readonly ProgramRecord[],
  ids: {
    typeIds: Map<string, number>;
    formatIds: Map<string, number>;
    providerIds: Map<string, number>;
    locationIds: Map<string, number>;
  },
  counts: WriteCounts,
) {
  const key = (providerId: number, title: string) => `${providerId}|${title}`;
  const stored = new Map((await db.select().from(programs)).map((p) => [key(p.providerId, p.title), p]));
  const inserts: (typeof programs.$inferInsert)[] = [];
  const updates: { id: number; set: object }[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    const owner = `Program "${record.title}" (${record.providerName})`;
    const providerId = lookupId(ids.providerIds, record.providerName, 'provider', owner);
    if (seen.has(key(providerId, record.title))) throw new Error(`${owner} appears twice`);
    seen.add(key(providerId, record.title));
    const row = {
      providerId,
      title: record.title,
      providerLocationId:
        record.locationName === null
          ? null
          : lookupId(ids.locationIds, `${providerId}|${record.locationName}`, 'location', owner),
      typeId: lookupId(ids.typeIds, record.type, 'program type', owner),
      formatId: lookupId(ids.formatIds, record.format, 'program format', owner),
      ...programDetailsOf(record),
      totalCost: roundTo(record.totalCost, 2),
      tuitionCost: roundTo(record.tuitionCost, 2),
      creditHours: roundTo(record.creditHours, 1),
      contactHours: roundTo(record.contactHours, 0),
    };
    const existing = stored.get(key(providerId, record.title));
    if (!existing) {
      counts.inserted += 1;
      inserts.push(row);
    } else if (!sameValues(existing, row, programKeys)) {
      counts.updated += 1;
      updates.push({ id: existing.id, set: row });
    } else counts.unchanged += 1;
  }
  for (const batch of batches(inserts, 23)) await db.insert(programs).values(batch);
  await updateById(db, programs, programs.id, updates);
}
