import type { HsdsTable } from './tables.ts';
import { hsds11 } from './hsds-layout-1-1.ts';
import { ohana } from './hsds-layout-ohana.ts';
import type { Mapper } from './hsds-mapping.ts';

/**
 * The three CSV layouts the directory importer reads (docs/decisions/0022-service-directory-hsds.md), each mapped to
 * HSDS 3.0 rows: the files a layout has, and a mapper from its rows to the standard's tables. hsds-import.ts reads the
 * files, converts the cells and checks the references.
 */

export type HsdsLayout = 'hsds-3.0' | 'hsds-1.1' | 'ohana';

/** HSDS 3.0: each file is a table, columns by the standard's names. */
const hsds30: Mapper = (rows, emit) => {
  const files: Record<string, HsdsTable> = {
    'organizations.csv': 'organizations',
    'taxonomies.csv': 'taxonomies',
    'taxonomy_terms.csv': 'taxonomy_terms',
    'services.csv': 'services',
    'locations.csv': 'locations',
    'service_at_location.csv': 'service_at_location',
    'addresses.csv': 'addresses',
    'contacts.csv': 'contacts',
    'phones.csv': 'phones',
    'schedules.csv': 'schedules',
    'attributes.csv': 'attributes',
  };
  for (const [file, table] of Object.entries(files)) {
    for (const source of rows.get(file) ?? []) emit(table, { ...source.values }, source);
  }
};

export const layoutFiles: Record<HsdsLayout, string[]> = {
  'hsds-3.0': [
    'organizations.csv',
    'taxonomies.csv',
    'taxonomy_terms.csv',
    'services.csv',
    'locations.csv',
    'service_at_location.csv',
    'addresses.csv',
    'contacts.csv',
    'phones.csv',
    'schedules.csv',
    'attributes.csv',
  ],
  'hsds-1.1': [
    'organizations.csv',
    'taxonomy.csv',
    'services.csv',
    'services_taxonomy.csv',
    'locations.csv',
    'services_at_location.csv',
    'physical_addresses.csv',
    'postal_addresses.csv',
    'contacts.csv',
    'phones.csv',
    'regular_schedules.csv',
  ],
  ohana: [
    'organizations.csv',
    'taxonomy.csv',
    'locations.csv',
    'services.csv',
    'addresses.csv',
    'mail_addresses.csv',
    'contacts.csv',
    'phones.csv',
    'regular_schedules.csv',
  ],
};
export const mappers: Record<HsdsLayout, Mapper> = { 'hsds-3.0': hsds30, 'hsds-1.1': hsds11, ohana };
