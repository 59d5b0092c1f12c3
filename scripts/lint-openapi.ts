// npm run lint:openapi [-- --out <file>]
// Builds the app (no server, no listening port: an empty in-memory database, since registering the routes reads
// nothing from it), takes its OpenAPI document, and checks it with the two outside validators: swagger-parser's
// validate (structure and $refs) and Redocly's `recommended` ruleset. Exits 1 on any error; warnings are printed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@portal/db';
import { buildApp } from '../apps/server/src/app.ts';
import { configFromEnv } from '../apps/server/src/platform/config.ts';
import { lintOpenApi } from '../apps/server/src/platform/openapi-lint.ts';

const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
const config = configFromEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'silent' });
const database = await openDatabase({ dataDir: 'memory://' });
let exitCode = 0;
try {
  const app = await buildApp(config, { database });
  await app.ready();
  const document = app.swagger() as { openapi?: string; paths?: Record<string, object> };
  await app.close();
  if (out) writeFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), out), JSON.stringify(document, null, 2));
  const result = await lintOpenApi(document);
  const operations = Object.values(document.paths ?? {}).reduce((n, item) => n + Object.keys(item ?? {}).length, 0);
  console.log(
    `OpenAPI ${document.openapi}: ${Object.keys(document.paths ?? {}).length} paths, ${operations} operations`,
  );
  console.log(`swagger-parser validate: ${result.swaggerParser ?? 'valid'}`);
  for (const problem of result.problems) console.log(`  ${problem}`);
  console.log(`Redocly recommended: ${result.redocly.errors} errors, ${result.redocly.warnings} warnings`);
  if (result.swaggerParser || result.redocly.errors > 0) exitCode = 1;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
