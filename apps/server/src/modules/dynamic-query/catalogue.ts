import { demographicFields, demographicResources } from './catalogue-demographics.ts';
import { relatedFields, yesNo } from './catalogue-related.ts';
import type { FieldDef, ResourceDef, ResourceKey } from './catalogue-types.ts';

export type { FieldDef, OptionSource, ResourceDef, ResourceKey } from './catalogue-types.ts';

/**
 * The resources and fields a query may use, as data. Every SQL identifier the translator writes comes from here;
 * nothing a user sends is ever written into SQL text. The customer is the query's subject (alias c); a related
 * resource is reached with EXISTS on its own alias, correlated to c.
 */
export const resources: readonly ResourceDef[] = [
  { key: 'customer', label: 'Customers', from: 'customers c', alias: 'c', correlation: '' },
  {
    key: 'enrollment',
    label: 'Enrollments',
    from: 'service_log_enrollments e',
    alias: 'e',
    correlation: 'e.customer_id = c.id',
  },
  {
    key: 'service_log',
    label: 'Service Logs',
    from: 'service_logs s',
    alias: 's',
    correlation: 's.customer_id = c.id',
  },
  { key: 'form', label: 'Forms', from: 'form_responses fr', alias: 'fr', correlation: 'fr.customer_id = c.id' },
  {
    key: 'document',
    label: 'Documents',
    from: 'documents d',
    alias: 'd',
    correlation: 'd.customer_id = c.id and d.deleted_at is null',
  },
  { key: 'flag', label: 'Flags', from: 'customer_restrictions r', alias: 'r', correlation: 'r.customer_id = c.id' },
  {
    key: 'job_experience',
    label: 'Job Experiences',
    from: 'customer_job_experiences j',
    alias: 'j',
    correlation: 'j.customer_id = c.id',
  },
  ...demographicResources,
];

export const fields: readonly FieldDef[] = [
  {
    key: 'customer.id',
    resource: 'customer',
    label: 'Customer ID',
    type: 'int',
    list: false,
    expression: 'c.id',
    default: true,
  },
  {
    key: 'customer.first_name',
    resource: 'customer',
    label: 'First Name',
    type: 'str',
    list: false,
    expression: 'c.first_name',
    freeText: true,
    default: true,
  },
  {
    key: 'customer.last_name',
    resource: 'customer',
    label: 'Last Name',
    type: 'str',
    list: false,
    expression: 'c.last_name',
    freeText: true,
    default: true,
  },
  {
    key: 'customer.email',
    resource: 'customer',
    label: 'Email',
    type: 'str',
    list: false,
    expression: 'c.email',
    freeText: true,
    pii: true,
  },
  {
    key: 'customer.phone',
    resource: 'customer',
    label: 'Phone',
    type: 'str',
    list: false,
    expression: 'c.phone',
    freeText: true,
    pii: true,
  },
  {
    key: 'customer.birthdate',
    resource: 'customer',
    label: 'Birthdate',
    type: 'date',
    list: false,
    expression: 'c.birthdate',
    pii: true,
  },
  {
    key: 'customer.address',
    resource: 'customer',
    label: 'Address',
    type: 'str',
    list: false,
    expression: 'c.address',
    freeText: true,
    pii: true,
  },
  {
    key: 'customer.zip',
    resource: 'customer',
    label: 'Zip',
    type: 'str',
    list: false,
    expression: 'c.zip',
    freeText: true,
  },
  {
    key: 'customer.primary_location',
    resource: 'customer',
    label: 'Primary Location',
    type: 'int',
    list: true,
    expression: 'c.primary_location_id',
    options: 'locations',
  },
  {
    key: 'customer.active',
    resource: 'customer',
    label: 'Active',
    type: 'bool',
    list: false,
    expression: 'c.status',
    options: yesNo,
  },
  {
    key: 'customer.engaged',
    resource: 'customer',
    label: 'Engagement Active',
    type: 'bool',
    list: false,
    expression: 'c.engagement_status_flag',
    options: yesNo,
  },
  {
    key: 'customer.agreement_signed',
    resource: 'customer',
    label: 'Agreement Signed',
    type: 'bool',
    list: false,
    expression: 'c.agreement_signed',
    options: yesNo,
  },
  {
    key: 'customer.type',
    resource: 'customer',
    label: 'Customer Type',
    type: 'str',
    list: false,
    expression: 'c.customer_type',
    freeText: true,
  },
  {
    key: 'customer.created_at',
    resource: 'customer',
    label: 'Created',
    type: 'date',
    list: false,
    expression: 'c.created_at::date',
  },

  ...relatedFields,
  ...demographicFields,
];

const fieldsByKey = new Map(fields.map((field) => [field.key, field]));
const resourcesByKey = new Map(resources.map((resource) => [resource.key, resource]));

export function findField(key: string): FieldDef | undefined {
  return fieldsByKey.get(key);
}

export function resourceOf(field: FieldDef): ResourceDef {
  const resource = resourcesByKey.get(field.resource);
  if (!resource) throw new Error(`Field ${field.key} names an unknown resource`);
  return resource;
}

export function findResource(key: string): ResourceDef | undefined {
  return resourcesByKey.get(key as ResourceKey);
}
