import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';

/**
 * The directory's records read by id, for a service's detail page and for referrals: services with their
 * organization, their locations, phones and schedules, and the taxonomy's category names. The search is repository.ts.
 */

export interface ServiceRow {
  id: string;
  name: string;
  alternateName: string | null;
  description: string | null;
  url: string | null;
  email: string | null;
  applicationProcess: string | null;
  feesDescription: string | null;
  eligibilityDescription: string | null;
  organizationId: string;
  organizationName: string;
  organizationDescription: string | null;
  organizationWebsite: string | null;
  organizationEmail: string | null;
  categoryIds: string[];
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export async function servicesByIds(db: DbOrTx, ids: readonly string[], activeOnly = true): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select s.id, s.name, s.alternate_name as "alternateName", s.description, s.url, s.email,
      s.application_process as "applicationProcess", s.fees_description as "feesDescription",
      s.eligibility_description as "eligibilityDescription", s.organization_id as "organizationId",
      o.name as "organizationName", o.description as "organizationDescription", o.website as "organizationWebsite",
      o.email as "organizationEmail", s.category_ids::text[] as "categoryIds"
    from directory_services s join directory_organizations o on o.id = s.organization_id
    where s.id = any(${uuidArray(ids)}) ${activeOnly ? sql`and s.status = 'active'` : sql``}`);
  return (result as { rows: ServiceRow[] }).rows;
}

export interface LocationRow {
  salId: string;
  serviceId: string;
  locationId: string;
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  stateProvince: string | null;
  postalCode: string | null;
}

/** Service-at-location rows with the location's physical address (else its first). */
export async function locationsOf(
  db: DbOrTx,
  filter: { salIds: readonly string[] } | { serviceId: string },
): Promise<LocationRow[]> {
  const where =
    'salIds' in filter
      ? sql`sal.id = any(${uuidArray(filter.salIds)})`
      : sql`sal.service_id = ${filter.serviceId}::uuid`;
  const result = await db.execute(sql`
    select sal.id as "salId", sal.service_id as "serviceId", l.id as "locationId", l.name, l.latitude, l.longitude,
      l.time_zone as "timeZone", a.address_1 as "address1", a.address_2 as "address2", a.city,
      a.state_province as "stateProvince", a.postal_code as "postalCode"
    from directory_service_at_locations sal join directory_locations l on l.id = sal.location_id
    left join lateral (
      select * from directory_addresses a where a.location_id = l.id
      order by (a.address_type = 'physical') desc, a.id limit 1
    ) a on true
    where ${where} order by l.name nulls last, sal.id`);
  return (result as { rows: LocationRow[] }).rows;
}

export interface PhoneRow {
  number: string;
  extension: string | null;
  type: string | null;
  serviceId: string | null;
  salId: string | null;
  locationId: string | null;
  organizationId: string | null;
}

/** Phones of these services, their service-at-locations, locations and organizations. */
export async function phonesOf(
  db: DbOrTx,
  ids: {
    services: readonly string[];
    sals: readonly string[];
    locations: readonly string[];
    organizations: readonly string[];
  },
): Promise<PhoneRow[]> {
  const result = await db.execute(sql`
    select number, extension, type, service_id as "serviceId", service_at_location_id as "salId",
      location_id as "locationId", organization_id as "organizationId"
    from directory_phones
    where id in (
      select id from directory_phones where service_id = any(${uuidArray(ids.services)})
      union select id from directory_phones where service_at_location_id = any(${uuidArray(ids.sals)})
      union select id from directory_phones where location_id = any(${uuidArray(ids.locations)})
      union select id from directory_phones where organization_id = any(${uuidArray(ids.organizations)})
    )
    order by (type = 'fax') nulls first, id`);
  return (result as { rows: PhoneRow[] }).rows;
}

export interface ScheduleRow {
  serviceId: string | null;
  salId: string | null;
  locationId: string | null;
  freq: string | null;
  byday: string | null;
  opensAt: string | null;
  closesAt: string | null;
  validFrom: string | null;
  validTo: string | null;
  description: string | null;
}

export async function schedulesOf(
  db: DbOrTx,
  ids: { services: readonly string[]; sals: readonly string[]; locations: readonly string[] },
): Promise<ScheduleRow[]> {
  const result = await db.execute(sql`
    select service_id as "serviceId", service_at_location_id as "salId", location_id as "locationId", freq, byday,
      opens_at::text as "opensAt", closes_at::text as "closesAt", valid_from::text as "validFrom",
      valid_to::text as "validTo", description
    from directory_schedules
    where service_id = any(${uuidArray(ids.services)}) or service_at_location_id = any(${uuidArray(ids.sals)})
       or location_id = any(${uuidArray(ids.locations)})
    order by opens_at, id`);
  return (result as { rows: ScheduleRow[] }).rows;
}

export async function termNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`select id, name from directory_taxonomy_terms where id = any(${uuidArray(ids)})`);
  return new Map((result as { rows: { id: string; name: string }[] }).rows.map((row) => [row.id, row.name]));
}

/** Top-level terms at least one active service carries, by name. */
export async function categories(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  const result = await db.execute(sql`
    select t.id, t.name from directory_taxonomy_terms t
    where t.id in (select distinct unnest(s.category_ids) from directory_services s where s.status = 'active')
    order by t.name, t.id`);
  return (result as { rows: { id: string; name: string }[] }).rows;
}

/** Which of these category ids are categories (the finder refuses others with a field error). */
export async function knownCategories(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  const result = await db.execute(
    sql`select id from directory_taxonomy_terms where id = any(${uuidArray(ids)}) and root_id = id`,
  );
  return new Set((result as { rows: { id: string }[] }).rows.map((row) => row.id));
}
