import {
  customerSearchLimits,
  customerSearchMessages,
  parseSearchDate,
  showArchivedValue,
  type CustomerSearchInput,
  type CustomerSearchResponse,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

const invalidSearch = () => invalid({ query: [customerSearchMessages.invalidSearch] });
const maxInt4 = 2_147_483_647;

/** The typed value for the search type, or a 422 when the query cannot be one (a date, an id). */
export function toMatch(input: Pick<CustomerSearchInput, 'query' | 'search_type'>): repository.SearchMatch {
  const { query } = input;
  switch (input.search_type) {
    case 'name':
      // Only punctuation (",", "-") would normalise to nothing and match nobody usefully.
      if (!/[\p{L}\p{N}]/u.test(query)) throw invalidSearch();
      return { type: 'name', value: query };
    case 'birthdate': {
      const date = parseSearchDate(query);
      if (!date) throw invalidSearch();
      return { type: 'birthdate', value: date };
    }
    case 'email':
      return { type: 'email', value: query };
    case 'customer_id': {
      const id = /^\d{1,10}$/.test(query) ? Number(query) : NaN;
      if (!(id >= 1 && id <= maxInt4)) throw invalidSearch();
      return { type: 'customer_id', value: id };
    }
    case 'source_system_customer_id':
      return { type: 'source_system_customer_id', value: query };
  }
}

const on = (value: boolean | 0 | 1 | undefined) => value === true || value === 1;

/** Customers without any location belong to no one's location: only admins and agency admins list them. */
export function mayListWithoutLocation(actor: StaffActor): boolean {
  return isAdmin(actor);
}

function filtersFor(actor: StaffActor, input: CustomerSearchInput): repository.SearchFilters {
  const onlyWithoutLocation = on(input.show_no_location);
  if (onlyWithoutLocation && !mayListWithoutLocation(actor))
    throw forbidden(customerSearchMessages.noLocationNotAllowed);
  const acrossLocations = on(input.exclude_location_constraint) || actor.role === 'agency_admin';
  const scope: repository.SearchScope = onlyWithoutLocation
    ? { kind: 'no-location' }
    : acrossLocations
      ? { kind: 'any-location' }
      : { kind: 'locations', ids: actor.locationIds };
  return {
    includeArchived: input.show_archived === showArchivedValue || input.show_archived === true,
    includeDeleted: on(input.show_deleted),
    onlyEnrolled: on(input.show_only_enrolled),
    scope,
  };
}

/**
 * Staff search customers at their own locations, or across all locations (exclude_location_constraint). Both
 * modes return the same few columns a row shows; opening the record stays subject to the record's own check.
 * The counted total stops at countCap, so lastPage never exceeds countCap / paginate.
 */
export async function searchCustomers(
  db: Db,
  actor: Actor,
  input: CustomerSearchInput,
): Promise<CustomerSearchResponse> {
  const staff = requireStaff(actor);
  const match = toMatch(input);
  const filters = filtersFor(staff, input);
  const cap = customerSearchLimits.countCap;
  const perPage = input.paginate;
  const offset = (input.page - 1) * perPage;
  const rows = await repository.searchCustomers(db, match, filters, { offset, limit: perPage, cap: cap + 1 });
  const counted = rows[0]?.total ?? 0;
  const total = Math.min(counted, cap);
  const data = rows
    .filter((row) => row.id !== null && offset < cap)
    .slice(0, Math.max(0, Math.min(perPage, cap - offset)))
    .map((row) => ({
      id: row.id!,
      first_name: row.first_name,
      last_name: row.last_name,
      birthdate: row.birthdate,
      email: row.email,
      phone: row.phone,
      status: row.status,
      deleted: row.deleted,
    }));
  const foundElsewhere =
    total === 0 && filters.scope.kind === 'locations'
      ? await repository.anyMatch(db, match, { ...filters, scope: { kind: 'any-location' } })
      : null;
  if (on(input.exclude_location_constraint)) {
    // Searching outside one's locations is allowed but recorded: who, which search type, how many rows seen.
    const detail = { search_type: input.search_type, rows: data.map((row) => row.id) };
    await audit(db, { actor, action: 'customers.search_across_locations', entityType: 'customer_search', detail });
  }
  return {
    data,
    currentPage: input.page,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
    total,
    total_capped: counted > cap,
    found_elsewhere: foundElsewhere,
  };
}
