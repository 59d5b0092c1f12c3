import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('an embedded data directory on its first open', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'portal-pglite-init-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('is initialised beside itself and renamed into place, leaving no in-progress folder behind', async () => {
    const dataDir = path.join(parent, 'pglite');
    // What a killed first start leaves: an initdb folder of another process, half made.
    mkdirSync(`${dataDir}.initdb-999999`);
    writeFileSync(path.join(`${dataDir}.initdb-999999`, 'PG_VERSION'), '17\n');

    const database = await openDatabase({ dataDir });
    try {
      expect(await database.rawQuery('select 1 + 1 as two', [])).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(parent).filter((name) => name.startsWith(`pglite.initdb-${process.pid}`))).toEqual([]);
  }, 600_000);
});
