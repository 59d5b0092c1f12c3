import { bydayOf, emitTaxonomyIds, type Mapper, pick, sharedSourceColumns } from './hsds-mapping.ts';

/** Ohana API's CSV export, mapped to HSDS 3.0 rows. */
export const ohana: Mapper = (rows, emit) => {
  for (const s of rows.get('organizations.csv') ?? [])
    emit(
      'organizations',
      {
        ...pick(s.values, ...sharedSourceColumns.organizations, 'website'),
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
        ...pick(s.values, ...sharedSourceColumns.services),
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
