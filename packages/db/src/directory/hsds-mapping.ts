import type { HsdsTable } from './tables.ts';

/** What the layouts' mappers (hsds-layouts.ts and the per-layout files) share: the row types, errors and helpers. */

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
export function bydayOf(weekday: string, origin: Origin): string {
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

export type Mapper = (
  rows: Map<string, SourceRow[]>,
  emit: (table: HsdsTable, row: Mapped['row'], origin: Origin) => void,
) => void;

export const pick = (values: Record<string, string>, ...names: string[]) => {
  const out: Record<string, string | undefined> = {};
  for (const name of names) out[name] = values[name];
  return out;
};

/**
 * The organization and service columns that HSDS 1.1 and Ohana API's export both have, under the same names and
 * meaning the same as HSDS 3.0's: each layout picks these, then maps its own columns.
 */
export const sharedSourceColumns = {
  organizations: ['id', 'name', 'alternate_name', 'description', 'email', 'tax_status', 'tax_id', 'legal_status'],
  services: [
    'id',
    'name',
    'alternate_name',
    'description',
    'email',
    'status',
    'interpretation_services',
    'application_process',
    'wait_time',
  ],
} as const;

/** A services.csv row's comma-separated taxonomy_ids (HSDS 1.1, Ohana): one service attribute per term. */
export const emitTaxonomyIds = (s: SourceRow, emit: Parameters<Mapper>[1]) => {
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
