import { boardTimeZone } from '@portal/contracts';
// The demographics labels come from their own module, beside the forms' sex and race lists.
import {
  employmentStatusAtEntryLabels,
  highestGradeLabels,
  customerRaceLabels,
  customerSexLabels,
  yesNoUndisclosedLabels,
} from '@portal/contracts/customer-demographics';
import type { FieldDef, ResourceDef } from './catalogue-types.ts';

/**
 * The customer's demographics (issue #26) as query fields. Sex, ethnicity, race and disability are personal (masked
 * and not filterable below admin, like email and birthdate); veteran status, schooling, employment at entry and age
 * are what programs target, so case managers filter on them ("veterans of my caseload over 55").
 */
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The races a customer self-identified, one row each: a list column read as a related resource. */
export const demographicResources: readonly ResourceDef[] = [
  {
    key: 'race',
    label: 'Race',
    // A function in FROM may read the outer customer row; the ordinality column is the row key the order needs.
    from: 'unnest(c.races) with ordinality cr(value, id)',
    alias: 'cr',
    correlation: 'true',
  },
];

const listField = (key: string, label: string, column: string, labels: Record<string, string>, pii: boolean) =>
  ({
    key: `customer.${key}`,
    resource: 'customer',
    label,
    type: 'str',
    list: true,
    expression: `c.${column}`,
    options: optionsOf(labels),
    ...(pii ? { pii: true } : {}),
  }) satisfies FieldDef;

/** The board's zone as a SQL literal; the zone is configuration, and only an IANA-shaped name is ever written. */
export function boardZoneLiteral(): string {
  const zone = boardTimeZone();
  if (!/^[A-Za-z0-9_+/-]+$/.test(zone)) throw new Error(`Board time zone '${zone}' cannot be written into a query`);
  return `'${zone}'`;
}

/** Whole years since the birthdate on the board's today. */
const ageExpression = () =>
  `extract(year from age((now() at time zone ${boardZoneLiteral()})::date, c.birthdate))::int`;

export const demographicFields: readonly FieldDef[] = [
  {
    key: 'customer.preferred_name',
    resource: 'customer',
    label: 'Preferred Name',
    type: 'str',
    list: false,
    expression: 'c.preferred_name',
    freeText: true,
  },
  {
    key: 'customer.age',
    resource: 'customer',
    label: 'Age',
    type: 'int',
    list: false,
    // Read when the query is written, so it follows the board's zone as configured at start.
    get expression() {
      return ageExpression();
    },
  },
  listField('sex', 'Sex', 'sex', customerSexLabels, true),
  listField('hispanic_latino', 'Hispanic or Latino', 'hispanic_latino', yesNoUndisclosedLabels, true),
  listField('disability', 'Individual with a Disability', 'disability', yesNoUndisclosedLabels, true),
  listField('veteran_status', 'Veteran', 'veteran_status', yesNoUndisclosedLabels, false),
  listField('highest_grade', 'Highest Grade Completed', 'highest_grade_completed', highestGradeLabels, false),
  listField(
    'employment_status_at_entry',
    'Employment Status at Entry',
    'employment_status_at_entry',
    employmentStatusAtEntryLabels,
    false,
  ),
  {
    key: 'race.race',
    resource: 'race',
    label: 'Race',
    type: 'str',
    list: true,
    expression: 'cr.value',
    options: optionsOf(customerRaceLabels),
    pii: true,
  },
];
