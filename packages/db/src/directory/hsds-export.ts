import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { type ColumnType, directoryTables } from './tables.ts';

/**
 * Writes the directory as an HSDS 3.0 tabular datapackage: datapackage.json plus one CSV per table, named by the
 * standard (services.csv, service_at_location.csv, ...), so a partner 211 (or `npm run import:hsds`) can load it.
 */

export interface HsdsExportSummary {
  folder: string;
  tables: Record<string, number>;
}

const frictionlessType: Record<ColumnType, string> = {
  uuid: 'string',
  text: 'string',
  int: 'integer',
  real: 'number',
  float: 'number',
  date: 'date',
  time: 'time',
};

/** RFC 4180: quote a cell holding a comma, a quote or a line break. */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const pageRows = 2_000;

export async function exportHsdsFolder(db: DbOrTx, folder: string): Promise<HsdsExportSummary> {
  await mkdir(folder, { recursive: true });
  const tables: Record<string, number> = {};
  for (const spec of directoryTables) {
    const file = path.join(folder, `${spec.hsds}.csv`);
    const out = createWriteStream(file, { encoding: 'utf8' });
    const write = async (line: string) => {
      if (!out.write(`${line}\r\n`)) await once(out, 'drain');
    };
    await write(spec.columns.map((column) => column.name).join(','));
    const select = sql.raw(spec.columns.map((column) => `"${column.name}"::text as "${column.name}"`).join(', '));
    let after = '00000000-0000-0000-0000-000000000000';
    let count = 0;
    // Keyset pages by id: the export never holds a whole table.
    for (;;) {
      const result = await db.execute<Record<string, string | null>>(
        sql`select ${select} from ${sql.raw(spec.table)} where id > ${after}::uuid order by id limit ${pageRows}`,
      );
      const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows;
      for (const row of rows) await write(spec.columns.map((column) => csvCell(row[column.name] ?? null)).join(','));
      count += rows.length;
      if (rows.length < pageRows) break;
      after = rows[rows.length - 1]!.id!;
    }
    out.end();
    await once(out, 'finish');
    tables[spec.hsds] = count;
  }
  const datapackage = {
    name: 'workforce-portal-directory',
    title: 'Community resource directory (Open Referral HSDS 3.0)',
    profile: 'tabular-data-package',
    version: '3.0.0',
    created: new Date().toISOString(),
    resources: directoryTables.map((spec) => ({
      name: spec.hsds,
      path: `${spec.hsds}.csv`,
      profile: 'tabular-data-resource',
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      schema: {
        fields: spec.columns.map((column) => ({
          name: column.name,
          type: frictionlessType[column.type],
          ...(column.type === 'uuid' ? { format: 'uuid' } : {}),
          constraints: { required: column.required === true },
        })),
        primaryKey: 'id',
      },
    })),
  };
  await writeFile(path.join(folder, 'datapackage.json'), `${JSON.stringify(datapackage, null, 2)}\n`);
  return { folder, tables };
}
