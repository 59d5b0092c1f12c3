import type { FieldType } from '@portal/contracts';

/** The shapes of the query tool's catalogue (catalogue.ts): what a resource and a field say about themselves. */
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
