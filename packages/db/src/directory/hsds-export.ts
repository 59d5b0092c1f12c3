import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { hsdsDatapackage, hsdsResources, hsdsServiceStatuses } from './hsds-descriptor.ts';
import { directoryTables, type HsdsTable } from './tables.ts';

/**
 * Writes the directory as an HSDS 3.0 tabular datapackage: datapackage.json plus one CSV per table, named and laid out
 * by the standard (hsds-descriptor.ts: its resource names, every field in its order, foreign keys), so a partner 211
 * (or `npm run import:hsds`) can load it and a Frictionless validator passes it against the official descriptor.
 * The files have no byte-order mark: they are for programs (the standard's descriptor says utf-8), not spreadsheets.
 */

export interface HsdsExportSummary {
  folder: string;
  tables: Record<string, number>;
}

/** RFC 4180 rows through csv-stringify (the project's one CSV writer), CRLF line ends; null is an empty cell. */
const csvRows = (rows: (string | null)[][]) => stringify(rows, { record_delimiter: '\r\n' });

/**
 * A value the standard requires that our data may lack: a description falls back to the name (the importer stores
 * the same, so an export re-imports as the same rows), a status outside the standard's list to 'active'.
 */
function standardValue(table: HsdsTable, column: string, row: Record<string, string | null>): string | null {
  const value = row[column] ?? null;
  if (column === 'description' && (table === 'organizations' || table === 'taxonomies' || table === 'taxonomy_terms'))
    return value ?? row.name ?? null;
  if (table === 'services' && column === 'status')
    return (hsdsServiceStatuses as readonly string[]).includes(value ?? '') ? value : 'active';
  return value;
}

const pageRows = 2_000;

export async function exportHsdsFolder(db: DbOrTx, folder: string): Promise<HsdsExportSummary> {
  await mkdir(folder, { recursive: true });
  const tables: Record<string, number> = {};
  for (const spec of directoryTables) {
    const resource = hsdsResources[spec.hsds];
    const kept = new Set(spec.columns.map((column) => column.name));
    const file = path.join(folder, resource.path);
    const out = createWriteStream(file, { encoding: 'utf8' });
    const write = async (text: string) => {
      if (!out.write(text)) await once(out, 'drain');
    };
    const header = resource.fields.map((field) => field.name);
    await write(csvRows([header]));
    const select = sql.raw(spec.columns.map((column) => `"${column.name}"::text as "${column.name}"`).join(', '));
    let after = '00000000-0000-0000-0000-000000000000';
    let count = 0;
    // Keyset pages by id: the export never holds a whole table.
    for (;;) {
      const result = await db.execute<Record<string, string | null>>(
        sql`select ${select} from ${sql.raw(spec.table)} where id > ${after}::uuid order by id limit ${pageRows}`,
      );
      const rows = (result as { rows: Record<string, string | null>[] }).rows;
      if (rows.length > 0)
        await write(
          csvRows(
            rows.map((row) => header.map((name) => (kept.has(name) ? standardValue(spec.hsds, name, row) : null))),
          ),
        );
      count += rows.length;
      if (rows.length < pageRows) break;
      after = rows[rows.length - 1]!.id!;
    }
    out.end();
    await once(out, 'finish');
    tables[spec.hsds] = count;
  }
  await writeFile(path.join(folder, 'datapackage.json'), `${JSON.stringify(hsdsDatapackage(new Date()), null, 2)}\n`);
  return { folder, tables };
}
