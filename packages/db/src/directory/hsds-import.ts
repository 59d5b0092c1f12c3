import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CsvError, parse } from 'csv-parse/sync';
import type { Db } from '../client.ts';
import { analyzeDirectory, type DirectoryWrites, refreshDirectorySearch, storeDirectoryRows } from './store.ts';
import { type HsdsLayout, layoutFiles, mappers } from './hsds-layouts.ts';
import { HsdsImportError, type Origin, type SourceRow } from './hsds-mapping.ts';
import {
  type CellValue,
  directoryTableByHsds,
  directoryTables,
  type DirectoryRow,
  type DirectoryRows,
  directoryUuid,
  emptyDirectoryRows,
  type HsdsTable,
} from './tables.ts';

export type { HsdsLayout } from './hsds-layouts.ts';
export { HsdsImportError } from './hsds-mapping.ts';

/**
 * Reads a directory in one of three CSV layouts into HSDS 3.0 rows (docs/decisions/0022-service-directory-hsds.md):
 * - HSDS 3.0 tabular datapackage: CSV files named by the standard (services.csv, service_at_location.csv, ...);
 * - HSDS 1.1 datapackage (services_at_location.csv, physical_addresses.csv, regular_schedules.csv, taxonomy.csv, ...);
 * - Ohana API CSV (services belong to a location; integer ids; mail_addresses.csv).
 * Columns are read by header name. A malformed file stops the import with its name and line; a reference to a row the
 * data does not have is emptied when optional (counted as a warning) and refused when required.
 */

export interface HsdsReadResult {
  layout: HsdsLayout;
  folder: string;
  rows: DirectoryRows;
  /** Data problems the import worked around (a reference to a missing row emptied, coordinates out of range). */
  warnings: string[];
  /** CSV files present that the directory does not keep (languages, funding, metadata, ...). */
  skippedFiles: string[];
}

export interface HsdsImportSummary extends HsdsReadResult {
  writes: DirectoryWrites;
  milliseconds: number;
}

export interface HsdsProgress {
  phase: 'read' | 'write';
  label: string;
  done: number;
  total: number;
}

/** The folder holding the CSV files: the folder itself or its csv/ (the HSDS 3.0 examples keep them there). */
async function csvFolder(folder: string): Promise<string> {
  if (existsSync(path.join(folder, 'services.csv'))) return folder;
  const nested = path.join(folder, 'csv');
  if (existsSync(path.join(nested, 'services.csv'))) return nested;
  // A download may hold several datapackages side by side (the HSDS 1.1 sample has simple/ and all_resources/).
  const entries = await readdir(folder, { withFileTypes: true });
  const packages = entries
    .filter((entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, 'services.csv')))
    .map((entry) => `${entry.name}/`);
  const hint = packages.length ? `; name one of the folders that has it: ${packages.join(', ')}` : '';
  throw new HsdsImportError(folder, null, `services.csv is missing (expected the HSDS tables as CSV files)${hint}`);
}

async function readCsv(folder: string, name: string): Promise<SourceRow[] | null> {
  const full = path.join(folder, name);
  if (!existsSync(full)) return null;
  const content = await readFile(full, 'utf8');
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(content, {
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: false,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? null;
      throw new HsdsImportError(name, line, error.message.replace(/^Invalid Record Length: /, ''));
    }
    throw error;
  }
  return records.map(({ record, info }) => ({ values: record, file: name, line: info.lines }));
}

/** Which layout a folder is in, from the files it has and the services header. */
export function detectLayout(files: readonly string[], servicesHeader: readonly string[]): HsdsLayout {
  const has = (name: string) => files.includes(name);
  if (servicesHeader.includes('location_id') && !servicesHeader.includes('organization_id')) return 'ohana';
  if (has('services_at_location.csv') || has('physical_addresses.csv') || has('regular_schedules.csv'))
    return 'hsds-1.1';
  if (has('mail_addresses.csv')) return 'ohana';
  return 'hsds-3.0';
}

// ---------------------------------------------------------------- cell conversion

function convert(value: string | undefined, type: string, column: string, origin: Origin): CellValue {
  const raw = (value ?? '').trim();
  if (raw === '') return null;
  const fail = (what: string): never => {
    throw new HsdsImportError(origin.file, origin.line, `the ${column} '${raw.slice(0, 40)}' is not ${what}`);
  };
  switch (type) {
    case 'int':
      return /^-?\d{1,9}$/.test(raw) ? Number(raw) : fail('a whole number');
    case 'real':
    case 'float': {
      const n = Number(raw);
      return Number.isFinite(n) ? n : fail('a number');
    }
    case 'date': {
      const match = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(raw);
      if (!match || Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`))) return fail('a date (YYYY-MM-DD)');
      return match[1]!;
    }
    case 'time': {
      // 24-hour 'HH:MM[:SS]', or 12-hour '4:00 PM' / '9am' (Ohana data has both).
      const match = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i.exec(raw);
      if (!match || (match[2] === undefined && match[4] === undefined)) return fail('a time (HH:MM)');
      let hours = Number(match[1]);
      const minutes = Number(match[2] ?? 0);
      const seconds = Number(match[3] ?? 0);
      const half = match[4]?.toLowerCase();
      if (half && (hours < 1 || hours > 12)) return fail('a time (HH:MM)');
      if (half === 'p' && hours < 12) hours += 12;
      if (half === 'a' && hours === 12) hours = 0;
      if (hours > 24 || minutes > 59 || seconds > 59 || (hours === 24 && minutes + seconds > 0))
        return fail('a time (HH:MM)');
      // 24:00 (end of day) is stored as 23:59:59.
      if (hours === 24) return '23:59:59';
      const two = (n: number) => String(n).padStart(2, '0');
      return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
    }
    default:
      return raw;
  }
}

// ---------------------------------------------------------------- read + check

export async function readHsdsFolder(
  folder: string,
  onProgress?: (progress: HsdsProgress) => void,
): Promise<HsdsReadResult> {
  if (!existsSync(folder)) throw new HsdsImportError(folder, null, 'the folder does not exist');
  const dir = await csvFolder(folder);
  const files = (await readdir(dir)).filter((name) => name.toLowerCase().endsWith('.csv')).sort();
  const servicesHeader = (
    (await readFile(path.join(dir, 'services.csv'), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  )
    .split(',')
    .map((column) => column.trim().replace(/^"|"$/g, '').toLowerCase());
  const layout = detectLayout(files, servicesHeader);
  const wanted = layoutFiles[layout];

  const sources = new Map<string, SourceRow[]>();
  for (const [index, name] of wanted.entries()) {
    const rows = await readCsv(dir, name);
    if (rows) sources.set(name, rows);
    onProgress?.({ phase: 'read', label: name, done: index + 1, total: wanted.length });
  }

  const data = emptyDirectoryRows();
  const origins = new Map<DirectoryRow, Origin>();
  const warnings: string[] = [];
  const seen = new Map<HsdsTable, Set<string>>(directoryTables.map((t) => [t.hsds, new Set<string>()]));

  mappers[layout](sources, (table, row, origin) => {
    const spec = directoryTableByHsds.get(table)!;
    const out: DirectoryRow = {};
    for (const column of spec.columns) {
      const value = row[column.name];
      if (column.type === 'uuid') {
        const raw = (value ?? '').trim();
        out[column.name] = raw === '' ? null : directoryUuid(layout, column.ref ?? table, raw);
      } else {
        out[column.name] = convert(value, column.type, column.name, origin);
      }
      if (column.required && out[column.name] === null)
        throw new HsdsImportError(origin.file, origin.line, `the ${column.name} is missing`);
    }
    // attributes.link_id names a row of link_entity's table.
    if (table === 'attributes' && row.link_id) {
      const entity = (row.link_entity ?? '') === 'service' ? 'services' : null;
      out.link_id = entity
        ? directoryUuid(layout, entity, row.link_id)
        : directoryUuid(layout, 'attributes', row.link_id);
    }
    const ids = seen.get(table)!;
    if (ids.has(out.id as string))
      throw new HsdsImportError(origin.file, origin.line, `the id '${row.id}' appears twice`);
    ids.add(out.id as string);
    origins.set(out, origin);
    data[table].push(out);
  });

  // Coordinates: both or none, within range.
  for (const location of data.locations) {
    const { latitude, longitude } = location as { latitude: number | null; longitude: number | null };
    const bad =
      (latitude === null) !== (longitude === null) ||
      (latitude !== null && Math.abs(latitude) > 90) ||
      (longitude !== null && Math.abs(longitude) > 180);
    if (bad) {
      const origin = origins.get(location)!;
      warnings.push(
        `${origin.file} line ${origin.line}: coordinates ${latitude}, ${longitude} are not a place; stored without a map point`,
      );
      location.latitude = null;
      location.longitude = null;
    }
  }

  // References.
  for (const spec of directoryTables) {
    for (const row of data[spec.hsds]) {
      for (const column of spec.columns) {
        if (!column.ref || row[column.name] === null) continue;
        if (seen.get(column.ref)!.has(row[column.name] as string)) continue;
        const origin = origins.get(row)!;
        const what = `the ${column.name} names a row that is not in the ${column.ref} table`;
        if (!column.optionalRef) throw new HsdsImportError(origin.file, origin.line, what);
        warnings.push(`${origin.file} line ${origin.line}: ${what}; left empty`);
        row[column.name] = null;
      }
    }
  }
  // Defaults our columns need.
  for (const row of data.services) row.status = ((row.status as string | null) ?? 'active').toLowerCase();
  // HSDS 3.0 requires a description of each organization, taxonomy and term: the name stands in (as the export writes).
  for (const row of [...data.organizations, ...data.taxonomies, ...data.taxonomy_terms]) row.description ??= row.name!;
  for (const row of data.locations) row.location_type ??= 'physical';
  for (const row of data.addresses) row.address_type ??= 'physical';
  for (const row of data.schedules)
    if (typeof row.byday === 'string') row.byday = row.byday.replace(/\s+/g, '').toUpperCase();

  const skippedFiles = files.filter((name) => !wanted.includes(name));
  return { layout, folder: dir, rows: data, warnings, skippedFiles };
}

/**
 * Reads the folder, then writes it in one transaction (nothing is written when any file is refused), refreshes the
 * finder's columns and analyzes the tables.
 */
export async function importHsdsFolder(
  db: Db,
  folder: string,
  options: { onProgress?: (progress: HsdsProgress) => void } = {},
): Promise<HsdsImportSummary> {
  const started = performance.now();
  const read = await readHsdsFolder(folder, options.onProgress);
  const writes = await db.transaction(async (tx) => {
    const done = await storeDirectoryRows(tx, read.rows, (progress) =>
      options.onProgress?.({ phase: 'write', label: progress.table, done: progress.done, total: progress.total }),
    );
    await refreshDirectorySearch(tx);
    return done;
  });
  await analyzeDirectory(db);
  return { ...read, writes, milliseconds: Math.round(performance.now() - started) };
}
