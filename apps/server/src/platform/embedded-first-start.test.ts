import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isNewEmbeddedDatabase, isPrepareOnlyRun, prepareOnlyVariable } from './embedded-first-start.ts';

describe('the embedded database first start', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  const folder = () => {
    const created = mkdtempSync(path.join(tmpdir(), 'portal-first-start-'));
    folders.push(created);
    return created;
  };

  it('is new while the data directory has no initialised cluster', () => {
    const dir = folder();
    expect(isNewEmbeddedDatabase(undefined, path.join(dir, 'missing'))).toBe(true);
    expect(isNewEmbeddedDatabase(undefined, dir)).toBe(true);
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    expect(isNewEmbeddedDatabase(undefined, dir)).toBe(false);
  });

  it('never applies on a Postgres server', () => {
    expect(isNewEmbeddedDatabase('postgres://postgres@127.0.0.1:5432/test', folder())).toBe(false);
  });

  it('is a prepare-only run only when the child variable is 1', () => {
    expect(isPrepareOnlyRun({ [prepareOnlyVariable]: '1' })).toBe(true);
    expect(isPrepareOnlyRun({ [prepareOnlyVariable]: '0' })).toBe(false);
    expect(isPrepareOnlyRun({})).toBe(false);
  });
});
