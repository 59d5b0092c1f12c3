import { createHash } from 'node:crypto';

/**
 * The directory tables as HSDS 3.0 names them: each entry maps an HSDS table (its CSV file name in a datapackage) to
 * our `directory_*` table, column for column. The importer, the store, the export and the round-trip test all read
 * this one list, in foreign-key order.
 */

export type ColumnType = 'uuid' | 'text' | 'int' | 'real' | 'float' | 'date' | 'time';

export interface DirectoryColumn {
  name: string;
  type: ColumnType;
  /** Must be present (the importer refuses a row without it). */
  required?: boolean;
  /** A uuid naming a row of this HSDS table. */
  ref?: HsdsTable;
  /** Keep the row when the referenced row is missing, with this column emptied (else refuse the row). */
  optionalRef?: boolean;
}

export type HsdsTable =
  | 'organizations'
  | 'taxonomies'
  | 'taxonomy_terms'
  | 'services'
  | 'locations'
  | 'service_at_location'
  | 'addresses'
  | 'contacts'
  | 'phones'
  | 'schedules'
  | 'attributes';

export interface DirectoryTable {
  hsds: HsdsTable;
  table: string;
  columns: DirectoryColumn[];
}

const id: DirectoryColumn = { name: 'id', type: 'uuid', required: true };
const text = (name: string, required = false): DirectoryColumn => ({ name, type: 'text', required });
const ref = (name: string, table: HsdsTable, required = false): DirectoryColumn => ({
  name,
  type: 'uuid',
  ref: table,
  required,
  optionalRef: !required,
});

/** Foreign-key order: a table only names tables above it. */
export const directoryTables: readonly DirectoryTable[] = [
  {
    hsds: 'organizations',
    table: 'directory_organizations',
    columns: [
      id,
      text('name', true),
      text('alternate_name'),
      text('description'),
      text('email'),
      text('website'),
      text('tax_status'),
      text('tax_id'),
      { name: 'year_incorporated', type: 'int' },
      text('legal_status'),
      text('logo'),
      text('uri'),
      ref('parent_organization_id', 'organizations'),
    ],
  },
  {
    hsds: 'taxonomies',
    table: 'directory_taxonomies',
    columns: [id, text('name', true), text('description'), text('uri'), text('version')],
  },
  {
    hsds: 'taxonomy_terms',
    table: 'directory_taxonomy_terms',
    columns: [
      id,
      text('code'),
      text('name', true),
      text('description'),
      ref('parent_id', 'taxonomy_terms'),
      text('taxonomy'),
      text('language'),
      ref('taxonomy_id', 'taxonomies'),
      text('term_uri'),
    ],
  },
  {
    hsds: 'services',
    table: 'directory_services',
    columns: [
      id,
      ref('organization_id', 'organizations', true),
      text('name', true),
      text('alternate_name'),
      text('description'),
      text('url'),
      text('email'),
      text('status'),
      text('interpretation_services'),
      text('application_process'),
      text('fees_description'),
      text('wait_time'),
      text('eligibility_description'),
      { name: 'minimum_age', type: 'int' },
      { name: 'maximum_age', type: 'int' },
      text('alert'),
    ],
  },
  {
    hsds: 'locations',
    table: 'directory_locations',
    columns: [
      id,
      text('location_type'),
      text('url'),
      ref('organization_id', 'organizations'),
      text('name'),
      text('alternate_name'),
      text('description'),
      text('transportation'),
      { name: 'latitude', type: 'float' },
      { name: 'longitude', type: 'float' },
      text('external_identifier'),
      text('external_identifier_type'),
    ],
  },
  {
    hsds: 'service_at_location',
    table: 'directory_service_at_locations',
    columns: [id, ref('service_id', 'services', true), ref('location_id', 'locations', true), text('description')],
  },
  {
    hsds: 'addresses',
    table: 'directory_addresses',
    columns: [
      id,
      ref('location_id', 'locations', true),
      text('attention'),
      text('address_1', true),
      text('address_2'),
      text('city'),
      text('region'),
      text('state_province'),
      text('postal_code'),
      text('country'),
      text('address_type'),
    ],
  },
  {
    hsds: 'contacts',
    table: 'directory_contacts',
    columns: [
      id,
      ref('organization_id', 'organizations'),
      ref('service_id', 'services'),
      ref('service_at_location_id', 'service_at_location'),
      ref('location_id', 'locations'),
      text('name'),
      text('title'),
      text('department'),
      text('email'),
    ],
  },
  {
    hsds: 'phones',
    table: 'directory_phones',
    columns: [
      id,
      ref('location_id', 'locations'),
      ref('service_id', 'services'),
      ref('organization_id', 'organizations'),
      ref('contact_id', 'contacts'),
      ref('service_at_location_id', 'service_at_location'),
      text('number', true),
      text('extension'),
      text('type'),
      text('description'),
    ],
  },
  {
    hsds: 'schedules',
    table: 'directory_schedules',
    columns: [
      id,
      ref('service_id', 'services'),
      ref('location_id', 'locations'),
      ref('service_at_location_id', 'service_at_location'),
      { name: 'valid_from', type: 'date' },
      { name: 'valid_to', type: 'date' },
      { name: 'dtstart', type: 'date' },
      { name: 'timezone', type: 'real' },
      { name: 'until', type: 'date' },
      { name: 'count', type: 'int' },
      text('wkst'),
      text('freq'),
      { name: 'interval', type: 'int' },
      text('byday'),
      text('byweekno'),
      text('bymonthday'),
      text('byyearday'),
      text('description'),
      { name: 'opens_at', type: 'time' },
      { name: 'closes_at', type: 'time' },
      text('schedule_link'),
      text('attending_type'),
      text('notes'),
    ],
  },
  {
    hsds: 'attributes',
    table: 'directory_attributes',
    columns: [
      id,
      { name: 'link_id', type: 'uuid', required: true },
      ref('taxonomy_term_id', 'taxonomy_terms', true),
      text('link_type'),
      text('link_entity', true),
      text('value'),
    ],
  },
];

export const directoryTableByHsds = new Map(directoryTables.map((table) => [table.hsds, table]));

/** A value as stored: strings for text, uuid, date and time ('HH:MM:SS'), numbers for the numeric types. */
export type CellValue = string | number | null;
export type DirectoryRow = Record<string, CellValue>;
export type DirectoryRows = Record<HsdsTable, DirectoryRow[]>;

export const emptyDirectoryRows = (): DirectoryRows =>
  Object.fromEntries(directoryTables.map((table) => [table.hsds, []])) as unknown as DirectoryRows;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** Our namespace for name-based (version 5 style) uuids. */
const namespace = Buffer.from('6f1c2b5e8a3d4c7e9b0a1d2e3f405162', 'hex');

/**
 * The uuid a source id stands for: itself when it is a uuid (HSDS 3.0), else a stable SHA-1 name-based uuid of the
 * layout, table and id (HSDS 1.1 text ids, Ohana integers), so the same source row always lands on the same row.
 */
export function directoryUuid(layout: string, table: HsdsTable, sourceId: string): string {
  const trimmed = sourceId.trim();
  if (isUuid(trimmed)) return trimmed.toLowerCase();
  const hash = createHash('sha1').update(namespace).update(`${layout}:${table}:${trimmed}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
