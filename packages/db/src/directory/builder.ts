import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { clientSettings } from '../schema/platform.ts';
import { refreshDirectorySearch, storeDirectoryRows } from './store.ts';
import { type DirectoryRows, directoryUuid, emptyDirectoryRows } from './tables.ts';

/**
 * Directory rows from short descriptions: the test factory, the demo directory and the scale seed all build services
 * this way. Ids are derived from the keys given (stable across runs), so seeding twice writes nothing new.
 */

export interface WeeklyHours {
  /** RRULE BYDAY codes, 'MO,TU,WE,TH,FR'; empty for every day. */
  days: string;
  /** 'HH:MM' (24-hour); opens = closes means all day. */
  opens: string;
  closes: string;
}

export interface DirectoryLocationSpec {
  name: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  timeZone?: string | null;
}

export interface DirectoryServiceSpec {
  /** A unique key; the service's id is derived from it (or give the id). */
  key: string;
  id?: string;
  organization: string;
  /** HSDS requires one; by default a line naming the organisation's first service. */
  organizationDescription?: string;
  name: string;
  description: string;
  /** Category names: top-level terms of the portal's taxonomy. */
  categories: string[];
  location?: DirectoryLocationSpec | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  hours?: WeeklyHours[];
  status?: string;
}

export const portalTaxonomyName = 'Portal categories';
const layout = 'portal';

export const categoryId = (name: string) => directoryUuid(layout, 'taxonomy_terms', `category:${name.toLowerCase()}`);
const organizationId = (name: string) => directoryUuid(layout, 'organizations', name.toLowerCase());

export function directoryRowsFor(specs: readonly DirectoryServiceSpec[]): DirectoryRows {
  const rows = emptyDirectoryRows();
  const taxonomyId = directoryUuid(layout, 'taxonomies', portalTaxonomyName);
  rows.taxonomies.push({
    id: taxonomyId,
    name: portalTaxonomyName,
    description: 'The finder\u2019s categories',
    uri: null,
    version: '1',
  });
  const terms = new Set<string>();
  const organizations = new Set<string>();
  for (const spec of specs) {
    const orgId = organizationId(spec.organization);
    if (!organizations.has(orgId)) {
      organizations.add(orgId);
      rows.organizations.push({
        id: orgId,
        name: spec.organization,
        description:
          spec.organizationDescription ?? `${spec.organization}: community organisation offering ${spec.name}.`,
        website: spec.website ?? null,
        email: null,
      });
    }
    const serviceId = spec.id ?? directoryUuid(layout, 'services', spec.key);
    rows.services.push({
      id: serviceId,
      organization_id: orgId,
      name: spec.name,
      description: spec.description,
      url: spec.website ?? null,
      email: spec.email ?? null,
      status: spec.status ?? 'active',
    });
    for (const name of spec.categories) {
      const termId = categoryId(name);
      if (!terms.has(termId)) {
        terms.add(termId);
        rows.taxonomy_terms.push({
          id: termId,
          code: null,
          name,
          description: `Services in the portal's ${name} category.`,
          parent_id: null,
          taxonomy: portalTaxonomyName,
          taxonomy_id: taxonomyId,
          language: 'en',
        });
      }
      rows.attributes.push({
        id: directoryUuid(layout, 'attributes', `${spec.key}:${name.toLowerCase()}`),
        link_id: serviceId,
        taxonomy_term_id: termId,
        link_type: 'category',
        link_entity: 'service',
        value: null,
      });
    }
    let salId: string | null = null;
    if (spec.location) {
      const locationId = directoryUuid(layout, 'locations', spec.key);
      salId = directoryUuid(layout, 'service_at_location', spec.key);
      rows.locations.push({
        id: locationId,
        location_type: 'physical',
        organization_id: orgId,
        name: spec.location.name,
        latitude: spec.location.latitude,
        longitude: spec.location.longitude,
        time_zone: spec.location.timeZone ?? null,
      });
      rows.addresses.push({
        id: directoryUuid(layout, 'addresses', spec.key),
        location_id: locationId,
        address_1: spec.location.address1,
        city: spec.location.city,
        state_province: spec.location.state,
        postal_code: spec.location.zip,
        country: 'US',
        address_type: 'physical',
      });
      rows.service_at_location.push({ id: salId, service_id: serviceId, location_id: locationId, description: null });
    }
    if (spec.phone) {
      rows.phones.push({
        id: directoryUuid(layout, 'phones', spec.key),
        service_id: serviceId,
        number: spec.phone,
        type: 'voice',
      });
    }
    for (const [index, hours] of (spec.hours ?? []).entries()) {
      rows.schedules.push({
        id: directoryUuid(layout, 'schedules', `${spec.key}:${index}`),
        service_id: serviceId,
        service_at_location_id: salId,
        freq: 'WEEKLY',
        interval: 1,
        byday: hours.days || null,
        opens_at: `${hours.opens}:00`.slice(0, 8),
        closes_at: `${hours.closes}:00`.slice(0, 8),
      });
    }
  }
  return rows;
}

/** Writes the services (upsert by id) and their finder columns. Returns the service ids in order. */
export async function storeDirectoryServices(db: DbOrTx, specs: readonly DirectoryServiceSpec[]): Promise<string[]> {
  const rows = directoryRowsFor(specs);
  await storeDirectoryRows(db, rows);
  // Our column outside HSDS: the location's own zone.
  for (const location of rows.locations) {
    if (location.time_zone)
      await db.execute(
        sql`update directory_locations set time_zone = ${location.time_zone} where id = ${location.id}::uuid`,
      );
  }
  const ids = rows.services.map((row) => row.id as string);
  await refreshDirectorySearch(db, ids.length > 5_000 ? undefined : ids);
  return ids;
}

/** Turns the 211 Resource Finder on (client setting feature_flags.service_directory). */
export async function enableServiceDirectory(db: DbOrTx, on = true): Promise<void> {
  await db.insert(clientSettings).values({ id: 1 }).onConflictDoNothing();
  await db
    .update(clientSettings)
    .set({ featureFlags: sql`${clientSettings.featureFlags} || ${JSON.stringify({ service_directory: on })}::jsonb` });
}
