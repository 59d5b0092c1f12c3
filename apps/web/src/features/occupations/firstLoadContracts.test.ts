import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as occupationConstants from '../../../../../packages/contracts/src/occupations-constants.ts';

// The finder's first load in the browser: its page, filters, cards and data access (decision 0012).
const firstLoadFiles = [
  'OccupationFinderPage.tsx',
  'OccupationFiltersForm.tsx',
  'OpportunityFiltersForm.tsx',
  'OccupationCard.tsx',
  'SaveToggle.tsx',
  'api.ts',
  'filters.ts',
  'prefetch.ts',
];
// The web project's tests run in jsdom, where import.meta.url is not a file URL: paths lead from the repository root.
const finderFolder = path.resolve('apps/web/src/features/occupations');
const constantsSource = path.resolve('packages/contracts/src/occupations-constants.ts');

/** The values (not types) a file imports from '@portal/contracts'. */
function contractValuesUsedBy(file: string): string[] {
  const source = readFileSync(path.join(finderFolder, file), 'utf8');
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from '@portal\/contracts'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

describe("the Occupation Finder's first load", () => {
  it('takes its contract values from the occupations module that does not import Zod', () => {
    expect(readFileSync(constantsSource, 'utf8')).not.toMatch(/^import /m);
    const used = firstLoadFiles.flatMap(contractValuesUsedBy);
    expect(used).toEqual(expect.arrayContaining(['occupationConstants', 'salaryBuckets']));
    for (const name of used) expect(occupationConstants, name).toHaveProperty(name);
  });

  it("finds My Career's plain values (the status call's path) in a module that imports no Zod", () => {
    const source = readFileSync(path.resolve('packages/contracts/src/my-career-constants.ts'), 'utf8');
    const imported = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    expect(imported).toEqual(['./occupations-constants.ts']);
    expect(source).toMatch(/export const myCareerPaths/);
    expect(source).toMatch(/export const myCareerConstants/);
  });
});
