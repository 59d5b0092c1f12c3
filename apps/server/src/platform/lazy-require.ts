import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use instead of when the server starts. PDF, spreadsheet and S3 libraries took
 * most of the warm start's module loading (issue #30: pdfkit, exceljs and the AWS SDK about a third of it) for
 * features a start never needs; `import type` keeps their types.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
