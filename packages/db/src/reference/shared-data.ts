import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real public data sets beside the project: REFERENCE_DATA_DIR, else `../shared/data` from the repository root. */
export const sharedDataFolder =
  process.env.REFERENCE_DATA_DIR || fileURLToPath(new URL('../../../../../shared/data', import.meta.url));

/**
 * Whether tests that read `relativePath` under the shared data must be skipped. A fresh clone may lack the folder, so
 * outside CI they skip with a warning; `.ci/run` sets REQUIRE_SHARED_DATA=1, and there a missing file fails the test
 * file instead of silently passing it.
 */
export function skipWithoutSharedData(relativePath: string): boolean {
  const full = path.join(sharedDataFolder, relativePath);
  if (existsSync(full)) return false;
  if (process.env.REQUIRE_SHARED_DATA === '1') {
    throw new Error(`${full} is missing: CI needs the shared data sets beside the project (see README).`);
  }
  console.warn(`Skipping the tests that read ${full}: it is not there (see README, "Reference data").`);
  return true;
}
