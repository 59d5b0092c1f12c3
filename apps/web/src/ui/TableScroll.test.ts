import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('table scroll', () => {
  // The production build removes Mantine's Table.ScrollContainer (vite.config.ts, table-without-scroll-container):
  // a page that used it would work in tests and fail in the built app.
  it('no page uses Table.ScrollContainer or TableScrollContainer (ui/TableScroll does the job)', () => {
    const users = sourceFiles(srcDir).filter((file) =>
      /\bTable\.ScrollContainer\b|\bTableScrollContainer\b/.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(users.map((file) => path.relative(srcDir, file))).toEqual([]);
  });
});
