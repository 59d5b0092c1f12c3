import { directoryTables, type HsdsTable } from './tables.ts';

/**
 * The HSDS 3.0 tabular data package the export writes (openreferral/specification's datapackage.json, version 3.0.0,
 * CC BY-SA 4.0): for each table we keep, the standard's resource name (singular: `organization`, `service_at_location`),
 * its file, and every field in the standard's order with its type, format, required flag and enum. A field the
 * directory does not keep (services' fees, licenses, last_modified, ...) is still a column of the file, left empty, so
 * the file's header is the standard's. Foreign keys are declared for each reference between the tables exported.
 * The test in apps/server/src/modules/service-directory validates an export against the official descriptor.
 */

export interface HsdsField {
  name: string;
  type: 'string' | 'number' | 'date' | 'time' | 'datetime';
  format?: 'uuid' | 'email' | 'uri';
  required: boolean;
  enum?: readonly string[];
}

export interface HsdsResource {
  name: string;
  path: string;
  fields: HsdsField[];
}

const placeTypes = ['physical', 'postal', 'virtual'] as const;
/** The values services.status may take (the importer lower-cases what it reads; anything else is exported as active). */
export const hsdsServiceStatuses = ['active', 'inactive', 'defunct', 'temporarily closed'] as const;
const enums: Record<string, readonly string[]> = {
  'service.status': hsdsServiceStatuses,
  'location.location_type': placeTypes,
  'address.address_type': placeTypes,
  'schedule.wkst': ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
  'schedule.freq': ['WEEKLY', 'MONTHLY'],
};

/** 'name:kind' with '!' for required; kind is a type, or a string format (uuid, email, uri). */
const fieldsOf: Record<HsdsTable, [resource: string, fields: string[]]> = {
  organizations: [
    'organization',
    ['id:uuid!', 'name:string!', 'alternate_name:string', 'description:string!', 'email:email', 'website:uri']
      .concat(['tax_status:string', 'tax_id:string', 'year_incorporated:number', 'legal_status:string'])
      .concat(['logo:string', 'uri:uri', 'parent_organization_id:uuid']),
  ],
  taxonomies: ['taxonomy', ['id:uuid!', 'name:string!', 'description:string!', 'uri:uri', 'version:string']],
  taxonomy_terms: [
    'taxonomy_term',
    ['id:uuid!', 'code:string', 'name:string!', 'description:string!', 'parent_id:uuid', 'taxonomy:string'].concat([
      'language:string',
      'taxonomy_id:uuid',
      'term_uri:uri',
    ]),
  ],
  services: [
    'service',
    ['id:uuid!', 'organization_id:uuid!', 'program_id:uuid', 'name:string!', 'alternate_name:string']
      .concat(['description:string', 'url:uri', 'email:email', 'status:string!', 'interpretation_services:string'])
      .concat(['application_process:string', 'fees_description:string', 'wait_time:string', 'fees:string'])
      .concat(['accreditations:string', 'eligibility_description:string', 'minimum_age:number', 'maximum_age:number'])
      .concat(['assured_date:date', 'assurer_email:email', 'licenses:string', 'alert:string'])
      .concat(['last_modified:datetime']),
  ],
  locations: [
    'location',
    ['id:uuid!', 'location_type:string!', 'url:uri', 'organization_id:uuid', 'name:string', 'alternate_name:string']
      .concat(['description:string', 'transportation:string', 'latitude:number', 'longitude:number'])
      .concat(['external_identifier:string', 'external_identifier_type:string']),
  ],
  service_at_location: [
    'service_at_location',
    ['id:uuid!', 'service_id:uuid!', 'location_id:uuid!', 'description:string'],
  ],
  addresses: [
    'address',
    ['id:uuid!', 'location_id:uuid', 'attention:string', 'address_1:string!', 'address_2:string', 'city:string!']
      .concat(['region:string', 'state_province:string!', 'postal_code:string!', 'country:string!'])
      .concat(['address_type:string!']),
  ],
  contacts: [
    'contact',
    ['id:uuid!', 'organization_id:uuid', 'service_id:uuid', 'service_at_location_id:uuid', 'location_id:uuid'].concat([
      'name:string',
      'title:string',
      'department:string',
      'email:email',
    ]),
  ],
  phones: [
    'phone',
    ['id:uuid!', 'location_id:uuid', 'service_id:uuid', 'organization_id:uuid', 'contact_id:uuid'].concat([
      'service_at_location_id:uuid',
      'number:string!',
      'extension:number',
      'type:string',
      'description:string',
    ]),
  ],
  schedules: [
    'schedule',
    ['id:uuid!', 'service_id:uuid', 'location_id:uuid', 'service_at_location_id:uuid', 'valid_from:date']
      .concat(['valid_to:date', 'dtstart:date', 'timezone:number', 'until:date', 'count:number', 'wkst:string'])
      .concat(['freq:string', 'interval:number', 'byday:string', 'byweekno:string', 'bymonthday:string'])
      .concat(['byyearday:string', 'description:string', 'opens_at:time', 'closes_at:time', 'schedule_link:uri'])
      .concat(['attending_type:string', 'notes:string']),
  ],
  attributes: [
    'attribute',
    ['id:uuid!', 'link_id:uuid!', 'taxonomy_term_id:uuid!', 'link_type:string', 'link_entity:string!', 'value:string'],
  ],
};

const stringFormats = new Set(['uuid', 'email', 'uri']);

function field(resource: string, spec: string): HsdsField {
  const required = spec.endsWith('!');
  const [name = '', kindAndFormat = ''] = spec.replace(/!$/, '').split(':');
  const kind = kindAndFormat;
  const out: HsdsField = stringFormats.has(kind)
    ? { name, type: 'string', format: kind as HsdsField['format'], required }
    : { name, type: kind as HsdsField['type'], required };
  const values = enums[`${resource}.${name}`];
  if (values) out.enum = values;
  return out;
}

export const hsdsResources: Record<HsdsTable, HsdsResource> = Object.fromEntries(
  Object.entries(fieldsOf).map(([table, [name, fields]]) => [
    table,
    { name, path: `${table}.csv`, fields: fields.map((spec) => field(name, spec)) },
  ]),
) as Record<HsdsTable, HsdsResource>;

/** datapackage.json for the export: the standard's descriptor, limited to the tables the directory keeps. */
export function hsdsDatapackage(created: Date): Record<string, unknown> {
  return {
    name: 'human_services_data',
    title: 'Community resource directory (Open Referral HSDS 3.0)',
    profile: 'tabular-data-package',
    version: '3.0.0',
    created: created.toISOString(),
    license: {
      url: 'https://creativecommons.org/licenses/by-sa/4.0/',
      type: 'CC-BY-SA-4.0',
      name: 'Creative Commons Attribution-ShareAlike 4.0',
    },
    resources: directoryTables.map((spec) => {
      const resource = hsdsResources[spec.hsds];
      const foreignKeys = spec.columns
        .filter((column) => column.ref !== undefined && resource.fields.some((f) => f.name === column.name))
        .map((column) => ({
          fields: column.name,
          // A reference within the table names the resource '' (Table Schema's self-reference).
          reference: { resource: column.ref === spec.hsds ? '' : hsdsResources[column.ref!].name, fields: 'id' },
        }));
      return {
        name: resource.name,
        path: resource.path,
        profile: 'tabular-data-resource',
        format: 'csv',
        mediatype: 'text/csv',
        encoding: 'utf-8',
        schema: {
          primaryKey: 'id',
          fields: resource.fields.map((f) => ({
            name: f.name,
            type: f.type,
            ...(f.format ? { format: f.format } : {}),
            constraints: {
              required: f.required,
              ...(f.name === 'id' ? { unique: true } : {}),
              ...(f.enum ? { enum: f.enum } : {}),
            },
          })),
          ...(foreignKeys.length ? { foreignKeys } : {}),
        },
      };
    }),
  };
}
