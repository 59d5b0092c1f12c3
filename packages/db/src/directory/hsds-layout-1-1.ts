import { bydayOf, emitTaxonomyIds, type Mapper, pick, sharedSourceColumns } from './hsds-mapping.ts';

/** HSDS 1.1 (Open Referral's earlier CSV layout), mapped to HSDS 3.0 rows. */
export const hsds11: Mapper = (rows, emit) => {
  for (const s of rows.get('organizations.csv') ?? [])
    emit(
      'organizations',
      {
        ...pick(s.values, ...sharedSourceColumns.organizations, 'year_incorporated'),
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
        ...pick(s.values, ...sharedSourceColumns.services, 'organization_id', 'url'),
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
