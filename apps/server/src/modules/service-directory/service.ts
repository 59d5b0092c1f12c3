import {
  serviceDirectoryConstants,
  serviceDirectoryFeatureFlag,
  serviceDirectoryMessages,
  type ServiceDirectoryCategory,
  type ServiceDirectoryFeature,
  type ServiceDirectoryResource,
  type ServiceDirectoryResourceDetail,
  type ServiceDirectorySearchInput,
  type ServiceDirectorySearchResponse,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import type { Geocoder } from '../../platform/geo/index.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import * as records from './records.ts';
import * as repository from './repository.ts';

/**
 * The 211 Resource Finder. A community-resource directory is public information, so guests, customers and staff may
 * all search it (docs/spec-decisions.md, 211 Resource Finder); the client's feature flag turns the whole directory
 * on or off: with it off, the data calls answer 404 for everyone.
 */

export interface DirectoryContext {
  db: Db;
  geocoder: Geocoder;
  /** IANA zone for a location without its own (DIRECTORY_TIME_ZONE). */
  timeZone: string;
  now?: () => Date;
}

/** Who may use the directory: everyone, guests included; the flag decides whether it is there at all. */
export function canUseDirectory(actor: Actor): boolean {
  return actor.kind === 'guest' || actor.kind === 'customer' || actor.kind === 'staff';
}

async function enabled(db: Db): Promise<boolean> {
  const settings = await getClientSettings(db);
  return settings.feature_flags[serviceDirectoryFeatureFlag] === true;
}

async function requireDirectory(db: Db, actor: Actor): Promise<void> {
  if (!canUseDirectory(actor) || !(await enabled(db))) throw notFound();
}

export async function featureEnabled(db: Db, actor: Actor): Promise<ServiceDirectoryFeature> {
  if (!canUseDirectory(actor)) throw notFound();
  return { feature_enabled: await enabled(db) };
}

export async function listCategories(db: Db, actor: Actor): Promise<{ data: ServiceDirectoryCategory[] }> {
  await requireDirectory(db, actor);
  return { data: await records.categories(db) };
}

const maxWords = 8;

/** 'Food pant' -> 'food:* & pant:*': every word must match, each as a prefix (stemmed by the english config). */
export function keywordQuery(keyword: string | undefined): string | null {
  const words = [
    ...new Set(
      (keyword ?? '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 0),
    ),
  ].slice(0, maxWords);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

// ---------------------------------------------------------------- hours as text

const dayOrder = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const dayLabel: Record<string, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

function clock(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hours = Number(h);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${m} ${suffix}`;
}

/** 'Mon-Fri 9:00 AM-5:00 PM; Sat 10:00 AM-2:00 PM'; 'Open 24 hours, every day'; null without weekly hours. */
export function scheduleText(rows: readonly repository.HoursRow[]): string | null {
  const perDay = new Map<string, string[]>();
  for (const row of rows) {
    if ((row.freq ?? 'WEEKLY').toUpperCase() !== 'WEEKLY' || !row.opensAt || !row.closesAt) continue;
    const allDay = row.opensAt === row.closesAt || (row.opensAt.startsWith('00:00') && row.closesAt >= '23:59');
    const hours = allDay ? '24 hours' : `${clock(row.opensAt)}-${clock(row.closesAt)}`;
    const days = row.byday ? row.byday.split(',').filter((day) => dayOrder.includes(day as never)) : [...dayOrder];
    for (const day of days) perDay.set(day, [...(perDay.get(day) ?? []), hours]);
  }
  if (perDay.size === 0) return rows.find((row) => row.description)?.description ?? null;
  const groups: { days: string[]; hours: string }[] = [];
  for (const day of dayOrder) {
    const hours = perDay.get(day)?.join(', ');
    if (!hours) continue;
    const last = groups[groups.length - 1];
    const previous = dayOrder[dayOrder.indexOf(day) - 1];
    if (last && last.hours === hours && last.days[last.days.length - 1] === previous) last.days.push(day);
    else groups.push({ days: [day], hours });
  }
  if (groups.length === 1 && groups[0]!.days.length === 7 && groups[0]!.hours === '24 hours')
    return 'Open 24 hours, every day';
  return groups
    .map(({ days, hours }) => {
      const span = days.length === 1 ? dayLabel[days[0]!] : `${dayLabel[days[0]!]}-${dayLabel[days[days.length - 1]!]}`;
      return `${span} ${hours}`;
    })
    .join('; ');
}

/** The schedules that apply to a service at a location: its own, else its service's, else its location's. */
function applicable(
  schedules: readonly records.ScheduleRow[],
  ids: { service: string; sal: string | null; location: string | null },
): records.ScheduleRow[] {
  const own = schedules.filter((row) => ids.sal !== null && row.salId === ids.sal);
  if (own.length > 0) return own;
  const service = schedules.filter(
    (row) =>
      row.serviceId === ids.service &&
      row.salId === null &&
      (row.locationId === null || row.locationId === ids.location),
  );
  if (service.length > 0) return service;
  return schedules.filter(
    (row) => ids.location !== null && row.locationId === ids.location && row.serviceId === null && row.salId === null,
  );
}

function oneLine(
  location: Pick<records.LocationRow, 'address1' | 'address2' | 'city' | 'stateProvince' | 'postalCode'> | undefined,
): string | null {
  if (!location?.address1) return null;
  const street = [location.address1, location.address2].filter((part) => part && part.trim() !== '').join(', ');
  const region = [location.stateProvince, location.postalCode].filter(Boolean).join(' ');
  return [street, location.city, region].filter((part) => part && part.trim() !== '').join(', ');
}

function firstPhone(
  phones: readonly records.PhoneRow[],
  ids: { service: string; sal: string | null; location: string | null; organization: string },
): records.PhoneRow | undefined {
  return (
    phones.find((p) => ids.sal !== null && p.salId === ids.sal) ??
    phones.find((p) => p.serviceId === ids.service) ??
    phones.find((p) => ids.location !== null && p.locationId === ids.location && p.serviceId === null) ??
    phones.find((p) => p.organizationId === ids.organization && p.serviceId === null && p.locationId === null)
  );
}

const miles = (meters: number | null) =>
  meters === null ? null : Math.round((meters / repository.metersPerMile) * 10) / 10;

interface Hit {
  serviceId: string;
  salId: string | null;
  locationId: string | null;
  meters: number | null;
  openNow: boolean | null;
}

/** The page's rows as the spec's results: details in four small queries for at most ten services. */
async function toResources(db: Db, hits: readonly Hit[]): Promise<ServiceDirectoryResource[]> {
  if (hits.length === 0) return [];
  const services = new Map(
    (
      await records.servicesByIds(
        db,
        hits.map((h) => h.serviceId),
        false,
      )
    ).map((s) => [s.id, s]),
  );
  const salIds = hits.flatMap((h) => (h.salId ? [h.salId] : []));
  const locations = new Map((await records.locationsOf(db, { salIds })).map((l) => [l.salId, l]));
  const locationIds = [...locations.values()].map((l) => l.locationId);
  const organizations = [...services.values()].map((s) => s.organizationId);
  const serviceIds = hits.map((h) => h.serviceId);
  const [phones, schedules, names] = await Promise.all([
    records.phonesOf(db, { services: serviceIds, sals: salIds, locations: locationIds, organizations }),
    records.schedulesOf(db, { services: serviceIds, sals: salIds, locations: locationIds }),
    records.termNames(db, [...new Set([...services.values()].flatMap((s) => s.categoryIds))]),
  ]);
  return hits.map((hit) => {
    const service = services.get(hit.serviceId)!;
    const location = hit.salId ? locations.get(hit.salId) : undefined;
    const ids = {
      service: hit.serviceId,
      sal: hit.salId,
      location: location?.locationId ?? null,
      organization: service.organizationId,
    };
    const phone = firstPhone(phones, ids);
    return {
      id: service.id,
      name: service.name,
      description: service.description ?? '',
      address: oneLine(location),
      website: service.url ?? service.organizationWebsite,
      phone_number: phone ? (phone.extension ? `${phone.number} ext. ${phone.extension}` : phone.number) : null,
      email: service.email ?? service.organizationEmail,
      organization_name: service.organizationName,
      service_at_location_id: hit.salId,
      location_id: location?.locationId ?? null,
      location_name: location?.name ?? null,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
      distance_miles: miles(hit.meters),
      open_now: hit.openNow,
      categories: service.categoryIds
        .filter((id) => names.has(id))
        .map((id) => ({ id, name: names.get(id)! }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      schedule: scheduleText(applicable(schedules, ids)),
    };
  });
}

async function originOf(
  context: DirectoryContext,
  query: ServiceDirectorySearchInput,
): Promise<{ address: string; latitude: number; longitude: number } | null> {
  if (query.address) {
    const place = await context.geocoder.forward(query.address);
    if (!place) {
      // The category check comes first (the search statement makes it otherwise): an unknown category is the error.
      if (query.category) await checkCategories(context.db, query.category);
      throw invalid({ address: [serviceDirectoryMessages.unknownAddress] });
    }
    return { address: place.address, latitude: place.latitude, longitude: place.longitude };
  }
  if (query.lat !== undefined && query.lng !== undefined) {
    const place = await context.geocoder.reverse({ latitude: query.lat, longitude: query.lng });
    return { address: place?.address ?? 'Your location', latitude: query.lat, longitude: query.lng };
  }
  return null;
}

async function checkCategories(db: Db, ids: readonly string[]): Promise<void> {
  const known = await records.knownCategories(db, ids);
  if (ids.some((id) => !known.has(id))) throw invalid({ category: [serviceDirectoryMessages.invalidCategories] });
}

/** A row of the search statement as the spec's result. */
function toResource(row: repository.SearchRow & { serviceId: string }): ServiceDirectoryResource {
  const location = row.salId
    ? {
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        stateProvince: row.stateProvince,
        postalCode: row.postalCode,
      }
    : undefined;
  return {
    id: row.serviceId,
    name: row.name,
    description: row.description ?? '',
    address: oneLine(location),
    website: row.url ?? row.organizationWebsite,
    phone_number: row.phone,
    email: row.email ?? row.organizationEmail,
    organization_name: row.organizationName,
    service_at_location_id: row.salId,
    location_id: row.salId ? row.locationId : null,
    location_name: row.salId ? row.locationName : null,
    latitude: row.salId ? row.latitude : null,
    longitude: row.salId ? row.longitude : null,
    distance_miles: miles(row.meters),
    open_now: row.openNow,
    categories: [...(row.categories ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    schedule: scheduleText(row.hours ?? []),
  };
}

/**
 * One round trip: the statement reads the feature flag too (a search with the flag off answers 404 as before, whatever
 * else is wrong with it), and says how many of the categories asked for are not categories, which answers 422. The
 * errors found before it (an unknown address) read the flag first.
 */
export async function search(
  context: DirectoryContext,
  actor: Actor,
  query: ServiceDirectorySearchInput,
): Promise<ServiceDirectorySearchResponse> {
  if (!canUseDirectory(actor)) throw notFound();
  const { db } = context;
  let origin: Awaited<ReturnType<typeof originOf>>;
  try {
    origin = await originOf(context, query);
  } catch (error) {
    await requireDirectory(db, actor);
    throw error;
  }
  const radius = origin ? (query.radius ?? serviceDirectoryConstants.defaultRadius) : null;
  const tsquery = keywordQuery(query.keyword);
  const sort = query.sort ?? (tsquery ? 'relevance' : origin ? 'distance' : 'name');
  const perPage = serviceDirectoryConstants.pageSize;
  const page = query.page ?? 1;
  const rows = await repository.searchServices(db, {
    page,
    perPage,
    tsquery,
    origin: origin && radius ? { ...origin, radiusMeters: radius * repository.metersPerMile } : null,
    categoryIds: query.category ?? null,
    openNow: query.open_now === true,
    sort: sort === 'relevance' && !tsquery ? (origin ? 'distance' : 'name') : sort,
    now: context.now?.() ?? new Date(),
    defaultTimeZone: context.timeZone,
  });
  // No settings row yet: the settings module creates it (flag off) and answers.
  if (rows[0]?.enabled !== true) await requireDirectory(db, actor);
  if ((rows[0]?.unknownCategories ?? 0) > 0) throw invalid({ category: [serviceDirectoryMessages.invalidCategories] });
  const total = rows[0]?.total ?? 0;
  return {
    data: rows
      .filter((row): row is repository.SearchRow & { serviceId: string } => row.serviceId !== null)
      .map(toResource),
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(Math.min(total, serviceDirectoryConstants.countCap) / perPage)),
    total,
    perPage,
    origin,
    radius,
    sort,
  };
}

export async function detail(
  context: DirectoryContext,
  actor: Actor,
  id: string,
): Promise<ServiceDirectoryResourceDetail> {
  await requireDirectory(context.db, actor);
  const { db } = context;
  const [service] = await records.servicesByIds(db, [id]);
  if (!service) throw notFound(serviceDirectoryMessages.notFoundText);
  const locations = await records.locationsOf(db, { serviceId: id });
  const first = locations[0];
  const now = context.now?.() ?? new Date();
  const openNow = await repository.openNowFor(
    db,
    { service: id, sal: first?.salId ?? null, location: first?.locationId ?? null },
    now,
    context.timeZone,
  );
  const [resource] = await toResources(db, [
    { serviceId: id, salId: first?.salId ?? null, locationId: first?.locationId ?? null, meters: null, openNow },
  ]);
  const locationIds = locations.map((l) => l.locationId);
  const salIds = locations.map((l) => l.salId);
  const [phones, schedules] = await Promise.all([
    records.phonesOf(db, { services: [id], sals: salIds, locations: [], organizations: [] }),
    records.schedulesOf(db, { services: [id], sals: salIds, locations: locationIds }),
  ]);
  return {
    ...resource!,
    alternate_name: service.alternateName,
    application_process: service.applicationProcess,
    fees_description: service.feesDescription,
    eligibility_description: service.eligibilityDescription,
    organization: {
      id: service.organizationId,
      name: service.organizationName,
      description: service.organizationDescription,
      website: service.organizationWebsite,
    },
    locations: locations.map((location) => ({
      service_at_location_id: location.salId,
      location_id: location.locationId,
      name: location.name,
      address: oneLine(location),
      latitude: location.latitude,
      longitude: location.longitude,
      schedule: scheduleText(
        applicable(schedules, { service: id, sal: location.salId, location: location.locationId }),
      ),
    })),
    phones: phones.map((phone) => ({ number: phone.number, extension: phone.extension, type: phone.type })),
  };
}
