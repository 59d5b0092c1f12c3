import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// src/app/mantine-styles.ts imports Mantine's styles one component at a time. This finds every component the app
// renders (imported from @mantine/core by the app or by @mantine/notifications and @mantine/modals, and every part
// those are built from, through Mantine's CSS modules) and checks that its stylesheet is imported.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** The package folder Node would load `name` from for the web app (apps/web/node_modules first, then the root's). */
function packageRoot(name: string): string {
  for (let folder = webRoot; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (folder === path.dirname(folder)) throw new Error(`${name} is not installed`);
  }
}
const coreEsm = path.join(packageRoot('@mantine/core'), 'esm');

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** Names imported from @mantine/core in the given sources. */
function coreImports(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

const componentFiles = filesUnder(coreEsm, (file) => file.endsWith('.mjs'));

/** Mantine's module for a component name (Select → components/Select/Select.mjs); undefined for non-components. */
function moduleOf(name: string): string | undefined {
  return componentFiles.find((file) => path.basename(file) === `${name}.mjs`);
}

/** The CSS module names (Select.module.mjs → Select) reachable from the given Mantine modules. */
function stylesNeeded(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const cssModule = /^(\w+)\.module\.mjs$/.exec(path.basename(file));
    if (cssModule) styles.add(cssModule[1]!);
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s*["'](\.[^"']+)["']/g)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      if (existsSync(target)) visit(target);
    }
  };
  entries.forEach(visit);
  return styles;
}

describe('Mantine styles', () => {
  it('imports the stylesheet of every Mantine component the app renders', () => {
    const appSources = filesUnder(path.join(webRoot, 'src'), (file) => /\.tsx?$/.test(file) && !/\.test\./.test(file));
    const companionSources = ['@mantine/notifications', '@mantine/modals'].flatMap((name) =>
      filesUnder(path.join(packageRoot(name), 'esm'), (file) => file.endsWith('.mjs')),
    );
    const used = coreImports([...appSources, ...companionSources]);
    const modules = [...used].map(moduleOf).filter((file): file is string => file !== undefined);
    const needed = [...stylesNeeded(modules)].filter((name) =>
      existsSync(path.join(coreEsm, '..', 'styles', `${name}.css`)),
    );

    const stylesFile = readFileSync(path.join(webRoot, 'src/app/mantine-styles.ts'), 'utf8');
    const imported = new Set([...stylesFile.matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1]!));
    expect(modules.length).toBeGreaterThan(20);
    expect(needed.filter((name) => !imported.has(name)).sort()).toEqual([]);
    expect(stylesFile).toContain("import '@mantine/notifications/styles.css';");
  });
});
