import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DataResource, Package } from 'datapackage';

/**
 * Validates an HSDS export folder against a Frictionless data package descriptor (the official HSDS 3.0 one in
 * testdata/) with frictionlessdata's `datapackage` (Table Schema: headers, required, unique, types, formats, enums,
 * foreign keys). The descriptor keeps only the resources whose file the folder has, and the foreign keys among them
 * (a key to a table the directory does not keep, such as service.program_id, has nothing to check). Test-only.
 */

export interface HsdsValidationError {
  resource: string;
  row: number | null;
  message: string;
}

interface Descriptor {
  resources: { name: string; path: string; schema: { foreignKeys?: { reference: { resource: string } }[] } }[];
}

interface FrictionlessError extends Error {
  rowNumber?: number;
  errors?: FrictionlessError[];
}

async function readInto(resource: DataResource, relations: boolean, errors: HsdsValidationError[]) {
  const report = (error: FrictionlessError) => {
    const inner = error.errors?.length ? error.errors : [error];
    for (const each of inner)
      errors.push({ resource: resource.name, row: each.rowNumber ?? error.rowNumber ?? null, message: each.message });
  };
  try {
    const rows = await resource.read({ relations, forceCast: true });
    for (const row of rows) if (row instanceof Error) report(row);
  } catch (error) {
    report(error as FrictionlessError);
  }
}

export async function validateHsdsFolder(folder: string, descriptorFile: string): Promise<HsdsValidationError[]> {
  const descriptor = JSON.parse(await readFile(descriptorFile, 'utf8')) as Descriptor;
  descriptor.resources = descriptor.resources.filter((resource) => existsSync(path.join(folder, resource.path)));
  const names = new Set(descriptor.resources.map((resource) => resource.name));
  for (const resource of descriptor.resources) {
    const keys = resource.schema.foreignKeys?.filter(
      (key) => key.reference.resource === '' || names.has(key.reference.resource),
    );
    if (keys) resource.schema.foreignKeys = keys;
  }
  const dataPackage = await Package.load(descriptor, { basePath: folder });
  const errors: HsdsValidationError[] = dataPackage.errors.map((error) => ({
    resource: 'datapackage.json',
    row: null,
    message: error.message,
  }));
  // Pass 1: each file on its own (headers, required, unique, types, formats, enums).
  const castFailed = new Set<string>();
  for (const resource of dataPackage.resources) {
    const before = errors.length;
    await readInto(resource, false, errors);
    if (errors.length > before) castFailed.add(resource.name);
  }
  // Pass 2: foreign keys. The library reads a referenced file without forceCast, so a key is checked only when the
  // files it names passed pass 1 (else their errors would be reported again under this resource).
  for (const resource of dataPackage.resources) {
    const keys = descriptor.resources.find((r) => r.name === resource.name)?.schema.foreignKeys ?? [];
    if (keys.length === 0 || castFailed.has(resource.name)) continue;
    if (keys.some((key) => castFailed.has(key.reference.resource))) continue;
    await readInto(resource, true, errors);
  }
  return errors;
}
