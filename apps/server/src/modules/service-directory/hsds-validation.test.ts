import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@portal/db';
import { exportHsdsFolder, storeDirectoryServices } from '@portal/db/directory';
import { demoDirectoryServices } from '@portal/db/seed';
import { validateHsdsFolder } from './hsds-validation.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

/** The official HSDS 3.0 descriptor (openreferral/specification, CC BY-SA 4.0; see testdata/README.md). */
const official = fileURLToPath(new URL('./testdata/hsds-3.0-datapackage.json', import.meta.url));

interface Field {
  name: string;
  type: string;
  format?: string;
  constraints?: { required?: boolean; enum?: string[] };
}
interface Resource {
  name: string;
  path: string;
  schema: { fields: Field[]; primaryKey: string; foreignKeys?: { fields: string; reference: { resource: string } }[] };
}

const shape = (field: Field) => ({
  name: field.name,
  type: field.type,
  format: field.format ?? null,
  required: field.constraints?.required === true,
  enum: field.constraints?.enum ?? null,
});

describe('HSDS 3.0 export against the official data package', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let work: string;
  let folder: string;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = testDatabase.handle;
    await storeDirectoryServices(database.db, demoDirectoryServices());
    work = await mkdtemp(path.join(tmpdir(), 'hsds-valid-'));
    folder = path.join(work, 'export');
    await exportHsdsFolder(database.db, folder);
  }, 120_000);
  afterAll(async () => {
    await testDatabase?.dispose();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('passes the official descriptor with no error (headers, required, types, formats, enums, keys)', async () => {
    const errors = await validateHsdsFolder(folder, official);
    expect(errors).toEqual([]);
  });

  it("declares the standard's resources: singular names, every field in order, the same types and keys", async () => {
    const ours = JSON.parse(await readFile(path.join(folder, 'datapackage.json'), 'utf8')) as { resources: Resource[] };
    const theirs = JSON.parse(await readFile(official, 'utf8')) as { resources: Resource[] };
    expect(ours.resources.map((r) => r.name)).toEqual([
      'organization',
      'taxonomy',
      'taxonomy_term',
      'service',
      'location',
      'service_at_location',
      'address',
      'contact',
      'phone',
      'schedule',
      'attribute',
    ]);
    for (const resource of ours.resources) {
      const standard = theirs.resources.find((r) => r.name === resource.name)!;
      expect(resource.path, resource.name).toBe(standard.path);
      expect(resource.schema.fields.map(shape), resource.name).toEqual(standard.schema.fields.map(shape));
      expect(resource.schema.primaryKey).toBe(standard.schema.primaryKey);
      // Every official key between tables we export is declared (ours may add more: parent ids, contacts).
      for (const key of standard.schema.foreignKeys ?? []) {
        if (!ours.resources.some((r) => r.name === key.reference.resource)) continue;
        expect(resource.schema.foreignKeys, `${resource.name}.${key.fields}`).toContainEqual(
          expect.objectContaining({ fields: key.fields, reference: expect.objectContaining(key.reference) as unknown }),
        );
      }
    }
  });

  it('finds what the standard refuses: a missing column, a missing description, a bad enum, a broken key', async () => {
    const organizations = path.join(folder, 'organizations.csv');
    const services = path.join(folder, 'services.csv');
    const [orgText, serviceText] = await Promise.all([readFile(organizations, 'utf8'), readFile(services, 'utf8')]);
    try {
      const orgLines = orgText.split('\r\n');
      // Row 2: description emptied (4th column; the demo's cells hold no commas before it).
      const cells = orgLines[1]!.split(',');
      cells[3] = '';
      orgLines[1] = cells.join(',');
      await writeFile(organizations, orgLines.join('\r\n'));
      const serviceLines = serviceText.split('\r\n');
      serviceLines[1] = serviceLines[1]!.replace(',active,', ',open,');
      await writeFile(services, serviceLines.join('\r\n'));
      const messages = (await validateHsdsFolder(folder, official)).map((e) => `${e.resource}: ${e.message}`);
      expect(messages).toContain(
        'organization: The value "null" does not conform to the "required" constraint for column "description"',
      );
      expect(messages).toContain(
        'service: The value "open" does not conform to the "enum" constraint for column "status"',
      );
      // A service naming an organisation the file does not have (the other files as exported).
      await writeFile(organizations, orgText);
      const keyLines = serviceText.split('\r\n');
      keyLines[2] = keyLines[2]!.replace(/^([^,]+),[^,]+,/, '$1,00000000-0000-4000-8000-000000000000,');
      await writeFile(services, keyLines.join('\r\n'));
      const keyErrors = await validateHsdsFolder(folder, official);
      expect(keyErrors).toEqual([
        { resource: 'service', row: 3, message: 'Foreign key "organization_id" violation in row 3' },
      ]);
      // A file without one of the standard's columns.
      await writeFile(services, serviceText.replace(/^id,organization_id,program_id,/, 'id,organization_id,'));
      const headerErrors = await validateHsdsFolder(folder, official);
      expect(headerErrors.map((e) => e.message)).toContain("The column header name 'program_id' is missing");
    } finally {
      await writeFile(organizations, orgText);
      await writeFile(services, serviceText);
    }
  });
});
