import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { duplicateAndLogicalChecks } from './checks.ts';
import { pirlElements, pirlLayoutVersion } from './elements.ts';

/** docs/pirl.md keeps up with the element and check tables. */
const doc = readFileSync(new URL('../../../../../../docs/pirl.md', import.meta.url), 'utf8');

describe('docs/pirl.md', () => {
  it('lists every element of the table, in order, with its name', () => {
    const rows = [...doc.matchAll(/^\| (OBS|\d{3,4}) +\| ([^|]+?) +\|/gm)].map((match) => [match[1], match[2]]);
    expect(rows).toEqual(pirlElements.map((element) => [element.number, element.name]));
  });

  it('names every duplicate and logical check', () => {
    for (const check of duplicateAndLogicalChecks) expect(doc).toContain(`**${check.id}`);
  });

  it('states the layout version the table follows', () => {
    expect(doc).toContain('ETA-9172');
    expect(pirlLayoutVersion).toContain('1205-0521');
  });
});
