import type { FieldType } from '@portal/contracts';
import { demographicFields, demographicResources } from './catalogue-demographics.ts';

/**
 * The resources and fields a query may use, as data. Every SQL identifier the translator writes comes from here;
 * nothing a user sends is ever written into SQL text. The customer is the query's subject (alias c); a related
 * resource is reached with EXISTS on its own alias, correlated to c.
 */
export type ResourceKey =
  'customer' | 'enrollment' | 'service_log' | 'form' | 'document' | 'flag' | 'job_experience' | 'race';

export type OptionSource = 'locations' | 'programs' | 'services' | 'forms' | 'restrictions';

export interface ResourceDef {
  key: ResourceKey;
  label: string;
  /** `from` text with the alias, e.g. 'service_log_enrollments e'. */
  from: string;
  alias: string;
  /** How a row of it belongs to customer c, plus the rows it never includes (soft-deleted ones). */
  correlation: string;
}

export interface FieldDef {
  key: string;
  resource: ResourceKey;
  label: string;
  type: FieldType;
  /** Whether the value is chosen from options (str list: in, is, isAll, isNot). */
  list: boolean;
  /** The SQL expression, over the resource's alias. */
  expression: string;
  options?: readonly { value: string | number | boolean; label: string }[] | OptionSource;
  /** Free text: is and isNot compare case-insensitively (ILIKE with the pattern characters escaped). */
  freeText?: boolean;
  /** Shown masked and not filterable unless the role may see PII (admins). */
  pii?: boolean;
  /** Selected by default in the fields step. */
  default?: boolean;
}

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

const yesNo = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

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

  {
    key: 'enrollment.program',
    resource: 'enrollment',
    label: 'Program',
    type: 'int',
    list: true,
    expression: 'e.program_id',
    options: 'programs',
  },
  {
    key: 'enrollment.open',
    resource: 'enrollment',
    label: 'Open',
    type: 'bool',
    list: false,
    expression: '(e.exit_at is null)',
    options: yesNo,
  },
  {
    key: 'enrollment.created_at',
    resource: 'enrollment',
    label: 'Enrolled On',
    type: 'date',
    list: false,
    expression: 'e.created_at::date',
  },
  {
    key: 'enrollment.exit_at',
    resource: 'enrollment',
    label: 'Exited On',
    type: 'date',
    list: false,
    expression: 'e.exit_at::date',
  },
  {
    key: 'enrollment.last_service_log',
    resource: 'enrollment',
    label: 'Last Service Log',
    type: 'date',
    list: false,
    // max(service_logs.start_at) of the enrolment, kept on the row by triggers on service_logs (migration 0024).
    expression: 'e.last_service_at::date',
  },

  {
    key: 'service_log.service',
    resource: 'service_log',
    label: 'Service',
    type: 'int',
    list: true,
    expression: 's.service_id',
    options: 'services',
  },
  {
    key: 'service_log.title',
    resource: 'service_log',
    label: 'Title',
    type: 'str',
    list: false,
    expression: 's.title',
    freeText: true,
  },
  {
    key: 'service_log.status',
    resource: 'service_log',
    label: 'Status',
    type: 'str',
    list: true,
    expression: 's.status',
    options: [
      { value: 'Active - Reportable Individual', label: 'Active - Reportable Individual' },
      { value: 'Active - Enrolled', label: 'Active - Enrolled' },
    ],
  },
  {
    key: 'service_log.created_on',
    resource: 'service_log',
    label: 'Service Date',
    type: 'date',
    list: false,
    expression: 's.created_on',
  },
  {
    key: 'service_log.minutes',
    resource: 'service_log',
    label: 'Minutes',
    type: 'int',
    list: false,
    expression: 's.minutes_in_day',
  },

  {
    key: 'form.form',
    resource: 'form',
    label: 'Form',
    type: 'int',
    list: true,
    expression: 'fr.form_id',
    options: 'forms',
  },
  {
    key: 'form.status',
    resource: 'form',
    label: 'Form Status',
    type: 'str',
    list: true,
    expression: 'fr.status',
    options: [
      { value: 'Incomplete', label: 'Incomplete' },
      { value: 'Complete', label: 'Complete' },
    ],
  },
  {
    key: 'form.completed_at',
    resource: 'form',
    label: 'Completed On',
    type: 'date',
    list: false,
    expression: 'fr.completed_at::date',
  },

  {
    key: 'document.category',
    resource: 'document',
    label: 'Document Category',
    type: 'str',
    list: false,
    expression: 'd.document_category',
    freeText: true,
  },
  {
    key: 'document.on_file',
    resource: 'document',
    label: 'On File',
    type: 'bool',
    list: false,
    expression: 'd.is_on_file',
    options: yesNo,
  },
  {
    key: 'document.created_at',
    resource: 'document',
    label: 'Uploaded On',
    type: 'date',
    list: false,
    expression: 'd.created_at::date',
  },

  {
    key: 'flag.restriction',
    resource: 'flag',
    label: 'Flag',
    type: 'int',
    list: true,
    expression: 'r.restriction_id',
    options: 'restrictions',
  },
  {
    key: 'flag.created_at',
    resource: 'flag',
    label: 'Flagged On',
    type: 'date',
    list: false,
    expression: 'r.created_at::date',
  },

  {
    key: 'job_experience.job_title',
    resource: 'job_experience',
    label: 'Job Title',
    type: 'str',
    list: false,
    expression: 'j.job_title',
    freeText: true,
  },
  {
    key: 'job_experience.company',
    resource: 'job_experience',
    label: 'Company',
    type: 'str',
    list: false,
    expression: 'j.company_name',
    freeText: true,
  },
  {
    key: 'job_experience.current',
    resource: 'job_experience',
    label: 'Current Role',
    type: 'bool',
    list: false,
    expression: 'j.current_role',
    options: yesNo,
  },
  {
    key: 'job_experience.start_date',
    resource: 'job_experience',
    label: 'Start Date',
    type: 'date',
    list: false,
    expression: 'j.start_date',
  },
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
