// Initial JavaScript per route, gzip (issue #30: at most 150 KiB each), from the Vite manifest of a production build.
//
// A route's initial JS is what the browser must fetch before the page renders: the entry chunk and, for each lazy
// module the route table loads on the way to that page (its layout, its page, a loader's module), that module's chunk
// with every chunk it imports statically. Chunks behind a dynamic import inside a page (a dialog, the toast container)
// are not counted: they load later, on use. The route table is read from apps/web/src/app/router.tsx and the feature
// `routes.tsx` files it spreads, so a new route is counted without editing this bench.
//
// Prints one line per route and fails nothing. BENCH_DIST=<dir> reads another build's output (default apps/web/dist,
// built first when missing); BENCH_BUNDLE_ALL=1 prints every route, otherwise one line per distinct page.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { printFigure } from './support.ts';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const targetKiB = 150;

export interface RouteModules {
  /** The full path as the browser sees it. */
  path: string;
  /** Source files (relative to apps/web) the route table imports lazily on the way to the page, outermost first. */
  modules: string[];
}

/** Resolves `import('x')` in `fromFile` to a path relative to apps/web, with its extension. */
function resolveImport(fromFile: string, specifier: string) {
  const base = path.normalize(path.join(path.dirname(fromFile), specifier));
  for (const extension of ['.tsx', '.ts'])
    if (existsSync(path.join('apps/web', base + extension))) return base + extension;
  return base;
}

/**
 * The route table as (path, lazy modules). A line-level reading of the table: nesting follows the layout routes
 * (`./layouts/X` imports), `path:` sets the path of the route whose `lazy`/`loader` imports follow, and the feature
 * route arrays spread into the staff layout are read from their files.
 */
export function readRouteTable(): RouteModules[] {
  const routerFile = 'src/app/router.tsx';
  const routes: RouteModules[] = [];
  const layoutBase: Record<string, string> = {
    CustomerPortalLayout: '/customer-portal/',
    PublicLayout: '/',
    StaffLayout: '/',
  };
  let layout: { module: string; base: string } | undefined;
  let pendingPath: string | undefined;
  let pendingModules: string[] = [];
  const flush = () => {
    if (pendingModules.length === 0) return;
    const page = pendingPath ?? '';
    const full = page.startsWith('/') ? page : (layout?.base ?? '/') + page;
    // The not-found route's own definition, outside any layout (it is only reached inside one).
    if (!layout && page === '*') {
      pendingModules = [];
      pendingPath = undefined;
      return;
    }
    routes.push({ path: full, modules: [...(layout ? [layout.module] : []), ...pendingModules] });
    pendingModules = [];
    pendingPath = undefined;
  };
  const readTable = (file: string, text: string) => {
    for (const line of text.split('\n')) {
      const pathMatch = /^\s*path: '([^']*)'/.exec(line);
      const loginMatch = /^\s*path: portalPaths\.(customer|staff)\.login/.exec(line);
      if (pathMatch || loginMatch) {
        flush();
        pendingPath = pathMatch ? pathMatch[1] : loginMatch![1] === 'customer' ? '/customer-portal/login' : '/login';
      }
      // The not-found route is listed inside every layout; its page is not a route of its own.
      if (/^\s*notFoundRoute,/.test(line)) continue;
      if (/^\s*index: true/.test(line)) {
        flush();
        pendingPath = '';
      }
      for (const imported of line.matchAll(/import\('([^']+)'\)/g)) {
        const module = resolveImport(file, imported[1]!);
        const layoutName = /layouts\/(\w+Layout)$/.exec(imported[1]!)?.[1];
        if (layoutName) {
          flush();
          layout = { module, base: layoutBase[layoutName] ?? '/' };
          if (pendingPath !== undefined && pendingPath.startsWith('/')) layout.base = pendingPath.replace(/\/?$/, '/');
          pendingPath = undefined;
          continue;
        }
        pendingModules.push(module);
      }
      const spread = /^\s*\.\.\.(\w+)RouteObjects,/.exec(line);
      if (spread) {
        flush();
        const source = readFileSync(path.join('apps/web', routerFile), 'utf8');
        const from = new RegExp(`import \\{ ${spread[1]}RouteObjects \\} from '([^']+)'`).exec(source)?.[1];
        if (from) {
          const spreadFile = resolveImport(routerFile, from);
          readTable(spreadFile, readFileSync(path.join('apps/web', spreadFile), 'utf8'));
          flush();
        }
      }
    }
    flush();
  };
  readTable(routerFile, readFileSync(path.join('apps/web', routerFile), 'utf8'));
  return routes;
}

function readManifest(dist: string): Manifest {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) execSync('npm run build -w @portal/web', { stdio: 'inherit' });
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The JS files a chunk pulls in through static imports, itself included. */
function staticClosure(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

export interface RouteBundle {
  path: string;
  modules: string[];
  scripts: number;
  gzip: number;
  brotli: number;
}

export function measureRouteBundles(dist = process.env.BENCH_DIST ?? 'apps/web/dist'): {
  entry: { gzip: number; scripts: number };
  routes: RouteBundle[];
} {
  const manifest = readManifest(dist);
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const size = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const bytes = readFileSync(path.join(dist, file));
      known = { gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
      sizes.set(file, known);
    }
    return known;
  };
  const total = (files: Set<string>) => {
    const js = [...files].filter((file) => file.endsWith('.js'));
    return {
      scripts: js.length,
      gzip: js.reduce((sum, file) => sum + size(file).gzip, 0),
      brotli: js.reduce((sum, file) => sum + size(file).brotli, 0),
    };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('entry chunk not found in the Vite manifest');
  const entryFiles = staticClosure(manifest, entryKey, new Set());
  const routes = readRouteTable().map((route) => {
    const files = new Set(entryFiles);
    for (const module of route.modules) {
      const key = module;
      if (!manifest[key]) throw new Error(`${key} (route ${route.path}) is not a chunk in the Vite manifest`);
      staticClosure(manifest, key, files);
    }
    return { path: route.path, modules: route.modules, ...total(files) };
  });
  return { entry: total(entryFiles), routes };
}

export function benchBundle() {
  const { entry, routes } = measureRouteBundles();
  const all = process.env.BENCH_BUNDLE_ALL === '1';
  const seen = new Set<string>();
  const shown = routes.filter((route) => {
    const key = route.modules.join();
    if (!all && seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  printFigure('entry chunk and its static imports, gzip', entry.gzip / 1024, 'KiB');
  for (const route of shown.sort((a, b) => b.gzip - a.gzip)) {
    const over = route.gzip / 1024 > targetKiB ? '  OVER' : '';
    console.log(
      `${route.path.padEnd(62)} ${(route.gzip / 1024).toFixed(1).padStart(6)} KiB gzip ${(route.brotli / 1024)
        .toFixed(1)
        .padStart(6)} KiB br  ${String(route.scripts).padStart(3)} scripts${over}`,
    );
  }
  const worst = shown.reduce((max, route) => Math.max(max, route.gzip), 0);
  const overCount = shown.filter((route) => route.gzip / 1024 > targetKiB).length;
  printFigure(`largest route initial JS, gzip (target ≤ ${targetKiB} KiB)`, worst / 1024, 'KiB');
  printFigure(`routes over ${targetKiB} KiB`, overCount, `of ${shown.length}`);
}
