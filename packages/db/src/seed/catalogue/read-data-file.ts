import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/**
 * Reads and checks one of the catalogue's JSON files. `url` is `new URL('./name.json', import.meta.url)` written at
 * the call, relative to the module: the server build (scripts/build-server.mjs) rewrites exactly that form to lead
 * from the bundle to the same file, so the data is found from source and from the built server alike.
 */
export function readDataFile<T>(url: URL, schema: z.ZodType<T>): T {
  const file = fileURLToPath(url);
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue?.path.length ? issue.path.join('.') : '(root)';
  throw new Error(`Demo catalogue file ${file} is not valid at ${where}: ${issue?.message ?? 'unknown problem'}`);
}
