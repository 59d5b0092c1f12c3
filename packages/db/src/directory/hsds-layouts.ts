import type { HsdsTable } from './tables.ts';

/**
 * The three CSV layouts the directory importer reads (docs/decisions/0022-service-directory-hsds.md), each mapped to
 * HSDS 3.0 rows: the files a layout has, and a mapper from its rows to the standard's tables. hsds-import.ts reads the
 * files, converts the cells and checks the references.
 */

export type HsdsLayout = 'hsds-3.0' | 'hsds-1.1' | 'ohana';

export class HsdsImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    detail: string,
  ) {
    super(line === null ? `${file}: ${detail}` : `${file} line ${line}: ${detail}`);
    this.name = 'HsdsImportError';
  }
}

export interface SourceRow {
  values: Record<string, string>;
  file: string;
  line: number;
}

export type Origin = { file: string; line: number };

const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const weekdayNames: Record<string, string> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
  mon: 'MO',
  tue: 'TU',
  wed: 'WE',
  thu: 'TH',
  fri: 'FR',
  sat: 'SA',
  sun: 'SU',
};

/** HSDS 1.1 weekday (1 = Monday ... 7 = Sunday) or Ohana's day name, as an RRULE BYDAY code. */
function bydayOf(weekday: string, origin: Origin): string {
  const value = weekday.trim().toLowerCase();
  if (/^[1-7]$/.test(value)) return weekdayCodes[Number(value) - 1]!;
  const code = weekdayNames[value];
  if (!code) throw new HsdsImportError(origin.file, origin.line, `the weekday '${weekday}' is not a day of the week`);
  return code;
}

// ---------------------------------------------------------------- layouts

interface Mapped {
  table: HsdsTable;
  row: Record<string, string | undefined>;
  origin: Origin;
}

type Mapper = (
  rows: Map<string, SourceRow[]>,
  emit: (table: HsdsTable, row: Mapped['row'], origin: Origin) => void,
) => void;

const pick = (values: Record<string, string>, ...names: string[]) => {
  const out: Record<string, string | undefined> = {};
  for (const name of names) out[name] = values[name];
  return out;
};

/** A services.csv row's comma-separated taxonomy_ids (HSDS 1.1, Ohana): one service attribute per term. */
const emitTaxonomyIds = (s: SourceRow, emit: Parameters<Mapper>[1]) => {
  for (const term of (s.values.taxonomy_ids ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean))
    emit(
      'attributes',
      {
        id: `services.taxonomy_ids:${s.values.id}:${term}`,
        link_id: s.values.id,
        taxonomy_term_id: term,
        link_entity: 'service',
      },
      s,
    );
};

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

const hsds11: Mapper = (rows, emit) => {
  for (const s of rows.get('organizations.csv') ?? [])
    emit(
      'organizations',
      {
        ...pick(
          s.values,
          'id',
          'name',
          'alternate_name',
          'description',
          'email',
          'tax_status',
          'tax_id',
          'year_incorporated',
          'legal_status',
        ),
        website: s.values.url,
      },
      s,
    );
  for (const s of rows.get('taxonomy.csv') ?? [])
    emit(
      'taxonomy_terms',
      { id: s.values.id, name: s.values.name, parent_id: s.values.parent_id, taxonomy: s.values.vocabulary },
      s,
    );
  for (const s of rows.get('services.csv') ?? []) {
    emit(
      'services',
      {
        ...pick(
          s.values,
          'id',
          'organization_id',
          'name',
          'alternate_name',
          'description',
          'url',
          'email',
          'status',
          'interpretation_services',
          'application_process',
          'wait_time',
        ),
        fees_description: s.values.fees,
      },
      s,
    );
    emitTaxonomyIds(s, emit);
  }
  for (const s of rows.get('services_taxonomy.csv') ?? [])
    emit(
      'attributes',
      {
        id: s.values.id,
        link_id: s.values.service_id,
        taxonomy_term_id: s.values.taxonomy_id,
        link_entity: 'service',
        value: s.values.taxonomy_detail,
      },
      s,
    );
  for (const s of rows.get('locations.csv') ?? [])
    emit(
      'locations',
      pick(
        s.values,
        'id',
        'organization_id',
        'name',
        'alternate_name',
        'description',
        'transportation',
        'latitude',
        'longitude',
      ),
      s,
    );
  for (const s of rows.get('services_at_location.csv') ?? [])
    emit('service_at_location', pick(s.values, 'id', 'service_id', 'location_id', 'description'), s);
  for (const [file, type] of [
    ['physical_addresses.csv', 'physical'],
    ['postal_addresses.csv', 'postal'],
  ] as const) {
    for (const s of rows.get(file) ?? []) {
      const extra = [s.values.address_2, s.values.address_3, s.values.address_4].map((x) => x?.trim()).filter(Boolean);
      emit(
        'addresses',
        {
          ...pick(
            s.values,
            'id',
            'location_id',
            'attention',
            'address_1',
            'city',
            'region',
            'state_province',
            'postal_code',
            'country',
          ),
          address_2: extra.join(', '),
          address_type: type,
        },
        s,
      );
    }
  }
  for (const s of rows.get('contacts.csv') ?? [])
    emit(
      'contacts',
      pick(
        s.values,
        'id',
        'organization_id',
        'service_id',
        'service_at_location_id',
        'name',
        'title',
        'department',
        'email',
      ),
      s,
    );
  for (const s of rows.get('phones.csv') ?? [])
    emit(
      'phones',
      pick(
        s.values,
        'id',
        'location_id',
        'service_id',
        'organization_id',
        'contact_id',
        'service_at_location_id',
        'number',
        'extension',
        'type',
        'description',
      ),
      s,
    );
  for (const s of rows.get('regular_schedules.csv') ?? [])
    emit(
      'schedules',
      {
        ...pick(s.values, 'id', 'service_id', 'location_id', 'service_at_location_id', 'opens_at', 'closes_at'),
        freq: 'WEEKLY',
        byday: bydayOf(s.values.weekday ?? '', s),
      },
      s,
    );
};

const ohana: Mapper = (rows, emit) => {
  for (const s of rows.get('organizations.csv') ?? [])
    emit(
      'organizations',
      {
        ...pick(
          s.values,
          'id',
          'name',
          'alternate_name',
          'description',
          'email',
          'website',
          'legal_status',
          'tax_id',
          'tax_status',
        ),
        year_incorporated: /(\d{4})/.exec(s.values.date_incorporated ?? '')?.[1],
      },
      s,
    );
  for (const s of rows.get('taxonomy.csv') ?? [])
    emit(
      'taxonomy_terms',
      {
        id: s.values.taxonomy_id,
        code: s.values.taxonomy_id,
        name: s.values.name,
        parent_id: s.values.parent_id,
        taxonomy: 'Open Eligibility',
      },
      s,
    );
  const locationOrganization = new Map<string, string>();
  for (const s of rows.get('locations.csv') ?? []) {
    locationOrganization.set((s.values.id ?? '').trim(), s.values.organization_id ?? '');
    emit(
      'locations',
      {
        ...pick(s.values, 'id', 'organization_id', 'name', 'alternate_name', 'transportation', 'latitude', 'longitude'),
        description: s.values.description || s.values.short_desc,
        url: s.values.website,
        location_type: s.values.virtual === 'true' ? 'virtual' : 'physical',
      },
      s,
    );
  }
  for (const s of rows.get('services.csv') ?? []) {
    const locationId = (s.values.location_id ?? '').trim();
    emit(
      'services',
      {
        ...pick(
          s.values,
          'id',
          'name',
          'alternate_name',
          'description',
          'email',
          'status',
          'interpretation_services',
          'application_process',
          'wait_time',
        ),
        organization_id: locationOrganization.get(locationId) ?? '',
        url: s.values.website,
        fees_description: s.values.fees,
        eligibility_description: s.values.eligibility,
      },
      s,
    );
    if (locationId !== '')
      emit(
        'service_at_location',
        { id: `service:${s.values.id}`, service_id: s.values.id, location_id: locationId },
        s,
      );
    emitTaxonomyIds(s, emit);
  }
  for (const [file, type] of [
    ['addresses.csv', 'physical'],
    ['mail_addresses.csv', 'postal'],
  ] as const) {
    for (const s of rows.get(file) ?? [])
      emit(
        'addresses',
        {
          ...pick(
            s.values,
            'location_id',
            'attention',
            'address_1',
            'address_2',
            'city',
            'state_province',
            'postal_code',
            'country',
          ),
          id: `${type}:${s.values.id}`,
          address_type: type,
        },
        s,
      );
  }
  for (const s of rows.get('contacts.csv') ?? [])
    emit(
      'contacts',
      pick(s.values, 'id', 'organization_id', 'service_id', 'location_id', 'name', 'title', 'department', 'email'),
      s,
    );
  for (const s of rows.get('phones.csv') ?? [])
    emit(
      'phones',
      {
        ...pick(s.values, 'id', 'location_id', 'service_id', 'organization_id', 'contact_id', 'number', 'extension'),
        type: s.values.number_type,
        description: s.values.department,
      },
      s,
    );
  for (const s of rows.get('regular_schedules.csv') ?? [])
    emit(
      'schedules',
      {
        ...pick(s.values, 'id', 'service_id', 'location_id', 'opens_at', 'closes_at'),
        freq: 'WEEKLY',
        byday: bydayOf(s.values.weekday ?? '', s),
      },
      s,
    );
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
