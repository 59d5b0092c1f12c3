// Initial JavaScript per route, gzip (issue #30: at most 150 KiB each), from the Vite manifest of a production build.
//
// A route's initial JS is what the browser must fetch before the page shows: the entry chunk and, for each lazy module
// the route table loads on the way to that page (its layout, its page, a module its data is prefetched with), that
// module's chunk with every chunk it imports statically. What a page loads as it renders is counted too: the layout `/` chooses at render
// (frontDoor.tsx: the public layout and home for a guest, the staff layout and home for staff) and the message
// catalogues of the texts it shows (platform/i18n: `common` before the first paint, each namespace a page's components
// name in `useT(...)` as they render). Chunks behind a dynamic import a person has to ask for (a dialog, the toast
// container) are not counted; the staff admin's header menu is printed on its own line.
//
// The route table is read from apps/web/src/app/router.tsx (parsed, not run) and the route arrays it spreads, so a new
// route is counted without editing this bench. Prints one line per route and fails nothing. BENCH_DIST=<dir> reads
// another build's output (default apps/web/dist, built first when missing); BENCH_BUNDLE_ALL=1 prints every route,
// otherwise one line per distinct page.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parseSync } from 'vite';
import { customerAccountPages } from '@portal/contracts/customer-account-constants';
import { portalPaths } from '../apps/web/src/platform/portal-paths.ts';
import { printFigure } from './support.ts';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const targetKiB = 150;
const webRoot = 'apps/web';

/** Who opens the page: its layout and what it loads differ (the front door), and so does the report's order. */
export type Audience = 'guest' | 'customer' | 'staff';

export interface RouteModules {
  /** The full path as the browser sees it. */
  path: string;
  audience: Audience;
  /** Source files (relative to apps/web) loaded lazily on the way to the page, outermost first. */
  modules: string[];
}

// A loose ESTree: the walk reads a handful of node kinds and their fields.
type Node = { type: string; [field: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under `node`, depth first. */
function* descendants(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* descendants(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [field, value] of Object.entries(node)) if (field !== 'parent') yield* descendants(value);
}

function parseFile(file: string) {
  const source = readFileSync(path.join(webRoot, file), 'utf8');
  return parseSync(file, source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }).program as unknown as Node;
}

/** `import('x')` in `fromFile` as a path relative to apps/web, with its extension. */
function resolveImport(fromFile: string, specifier: string) {
  const base = path.normalize(path.join(path.dirname(fromFile), specifier));
  for (const extension of ['.tsx', '.ts', '/index.ts'])
    if (existsSync(path.join(webRoot, base + extension))) return base + extension;
  return base;
}

/** The modules `import('...')` loads anywhere inside `node`. */
function dynamicImports(file: string, node: unknown): string[] {
  const found: string[] = [];
  for (const inner of descendants(node)) {
    const source = inner.source as Node | undefined;
    if (inner.type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string')
      found.push(resolveImport(file, source.value));
  }
  return found;
}

/** The path constants the route table names (`portalPaths.customer.login`, `customerAccountPages.register`). */
const pathConstants: Record<string, unknown> = { portalPaths, customerAccountPages };

function evaluatePath(node: Node): string {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const chain: string[] = [];
  let current: Node = node;
  while (current.type === 'MemberExpression') {
    const property = current.property as Node;
    chain.unshift(String(property.name ?? property.value));
    current = current.object as Node;
  }
  if (current.type !== 'Identifier') throw new Error(`route path not understood: ${node.type}`);
  let value: unknown = pathConstants[String(current.name)];
  for (const key of chain) value = (value as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'string') throw new Error(`route path ${String(current.name)}.${chain.join('.')} not known`);
  return value;
}

/** Imports of a file by local name: `import { a as b } from './x'` gives b → './x'. */
function importedNames(program: Node): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers as Node[])
      names.set(String((specifier.local as Node).name), String((statement.source as Node).value));
  }
  return names;
}

/**
 * The array literal a file declares under `name`: `const name = [...]` (exported or not), or the array a function of
 * that name returns (`function name(queryClient) { return [...]; }`).
 */
function arrayDeclared(program: Node, name: string): Node | undefined {
  for (const node of descendants(program)) {
    const declared = node.type === 'VariableDeclarator' && (node.id as Node).name === name;
    const fn = node.type === 'FunctionDeclaration' && (node.id as Node | null)?.name === name;
    if (declared && (node.init as Node | null)?.type === 'ArrayExpression') return node.init as Node;
    if (fn || (declared && /FunctionExpression$/.test(String((node.init as Node | null)?.type)))) {
      const body = fn ? node.body : (node.init as Node).body;
      if ((body as Node).type === 'ArrayExpression') return body as Node;
      for (const inner of descendants(body))
        if (inner.type === 'ReturnStatement' && (inner.argument as Node | null)?.type === 'ArrayExpression')
          return inner.argument as Node;
    }
  }
  return undefined;
}

/** frontDoor.tsx's module loaders: `const loadPublicHome = () => import('./PublicHomePage')` → PublicHome → module. */
function frontDoorModules(file: string): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const node of descendants(parseFile(file))) {
    if (node.type !== 'VariableDeclarator') continue;
    const name = /^load(\w+)$/.exec(String((node.id as Node).name))?.[1];
    const [module] = name ? dynamicImports(file, node.init) : [];
    if (name && module) modules[name] = module;
  }
  return modules;
}

/**
 * The route table as (path, audience, lazy modules). The imports in a route's `Component` or `element`
 * (`lazyPage(() => import('./AboutPage'), 'AboutPage')`, with a `prefetch` import or not) are loaded on the way to it
 * and its children; the spread route arrays (`...fundingRouteObjects`) are read from their files; the front door's
 * components (FrontDoorLayout, FrontDoorHome) load the guest's or the staff's layout and home as they render.
 */
export function readRouteTable(): RouteModules[] {
  const routerFile = 'src/app/router.tsx';
  const program = parseFile(routerFile);
  const table = arrayDeclared(program, 'routes');
  if (!table) throw new Error(`${routerFile}: the routes array was not found`);
  const routerImports = importedNames(program);
  const frontDoorFile = resolveImport(routerFile, routerImports.get('FrontDoorLayout') ?? '');
  const frontDoor = frontDoorModules(frontDoorFile);
  const routes: RouteModules[] = [];

  const join = (base: string, segment: string) =>
    segment.startsWith('/') ? segment : `${base.replace(/\/$/, '')}/${segment}`.replace(/^\/\//, '/');

  const walkArray = (file: string, array: Node, base: string, modules: string[], audience?: Audience) => {
    for (const element of array.elements as Node[]) {
      if (element.type === 'ObjectExpression') walkRoute(file, element, base, modules, audience);
      else if (element.type === 'SpreadElement') {
        // `...staffPortalRoutes` or `...customerPortalRoutes(queryClient)`.
        const argument = element.argument as Node;
        const name = String(((argument.type === 'CallExpression' ? argument.callee : argument) as Node).name);
        const from = importedNames(parseFile(file)).get(name);
        const spreadFile = from ? resolveImport(file, from) : file;
        const spread = arrayDeclared(parseFile(spreadFile), name);
        if (!spread) throw new Error(`${spreadFile}: the ${name} array was not found`);
        walkArray(spreadFile, spread, base, modules, audience);
      }
      // A bare identifier is the not-found route, listed in every layout: no page of its own.
    }
  };

  const walkRoute = (file: string, route: Node, base: string, outer: string[], audience?: Audience) => {
    const field = (name: string) =>
      (route.properties as Node[]).find((property) => (property.key as Node | undefined)?.name === name)?.value as
        Node | undefined;
    const pathNode = field('path');
    const full = pathNode ? join(base, evaluatePath(pathNode)) : base;
    const own = [...dynamicImports(file, field('Component')), ...dynamicImports(file, field('element'))];
    const component = field('Component');
    const children = field('children');
    const index = field('index');
    const modules = [...outer, ...own];

    if (component?.type === 'Identifier' && component.name === 'FrontDoorLayout' && children) {
      // `/` and below: staff pages in the staff layout; `/` itself is the public home for a guest.
      for (const child of children.elements as Node[]) {
        const home = (child.type === 'ObjectExpression' &&
          (child.properties as Node[]).find((property) => (property.key as Node | undefined)?.name === 'Component')
            ?.value) as Node | undefined;
        if (home?.type === 'Identifier' && home.name === 'FrontDoorHome') {
          routes.push({
            path: full,
            audience: 'guest',
            modules: [...modules, frontDoor.PublicLayout!, frontDoor.PublicHome!],
          });
          routes.push({
            path: full,
            audience: 'staff',
            modules: [...modules, frontDoor.StaffLayout!, frontDoor.StaffHome!],
          });
        }
      }
      walkArray(file, children, full, [...modules, frontDoor.StaffLayout!], 'staff');
      return;
    }
    if (children) {
      // The customer portal's layout is the signed-in customer's; a layout with no path (the public pages) a guest's.
      const layoutAudience = full.startsWith('/customer-portal') ? 'customer' : own.length > 0 ? 'guest' : undefined;
      walkArray(file, children, full, modules, audience ?? layoutAudience);
      return;
    }
    if (own.length === 0 && index?.type !== 'Literal') return;
    // `/` itself is listed above, once for the guest and once for staff.
    if (component?.type === 'Identifier' && component.name === 'FrontDoorHome') return;
    // Outside every layout: the login pages and the account pages a guest opens (sign-up, forgotten password, ...).
    routes.push({ path: full || '/', audience: audience ?? 'guest', modules });
  };

  walkArray(routerFile, table, '', []);
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

/** The namespaces the sources in these chunks name in `useT(...)` / `useTranslation(...)` (from their source maps). */
function namespacesUsed(dist: string, files: Iterable<string>, cache: Map<string, string[]>): Set<string> {
  const found = new Set(['common']);
  for (const file of files) {
    let names = cache.get(file);
    if (!names) {
      names = [];
      const mapFile = path.join(dist, `${file}.map`);
      const sources = existsSync(mapFile)
        ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources
        : [];
      for (const source of sources) {
        const sourceFile = path.resolve(path.dirname(path.join(dist, file)), source);
        if (sourceFile.includes('node_modules') || !existsSync(sourceFile)) continue;
        const code = readFileSync(sourceFile, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/(^|[^:])\/\/.*$/gm, '$1');
        for (const call of code.matchAll(/\buse(?:T|Translation)\(\s*(\[[^\]]*\]|'[^']*')/g))
          for (const quoted of call[1]!.matchAll(/'([^']+)'/g)) names.push(quoted[1]!);
      }
      cache.set(file, names);
    }
    for (const name of names) found.add(name);
  }
  return found;
}

export interface RouteBundle extends RouteModules {
  scripts: number;
  gzip: number;
  brotli: number;
}

export function measureRouteBundles(dist = process.env.BENCH_DIST ?? `${webRoot}/dist`): {
  entry: { gzip: number; brotli: number; scripts: number };
  routes: RouteBundle[];
  adminMenu: { gzip: number; brotli: number; scripts: number } | undefined;
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
  const namespaceCache = new Map<string, string[]>();
  const withCatalogues = (files: Set<string>) => {
    // A build that bundles English has no catalogue chunks: then nothing is added (it is in the entry already).
    for (const namespace of namespacesUsed(dist, files, namespaceCache))
      staticClosure(manifest, `src/locales/en/${namespace}.ts`, files);
    return files;
  };
  const table = readRouteTable();
  // A build older than the route table (BENCH_DIST) lacks the pages added since: those are left out, and said.
  const missing = table.filter((route) => route.modules.some((module) => !manifest[module]));
  for (const route of missing) console.log(`(not in this build: ${route.path})`);
  const routes = table
    .filter((route) => !missing.includes(route))
    .map((route) => {
      const files = new Set(entryFiles);
      for (const module of route.modules) staticClosure(manifest, module, files);
      return { ...route, ...total(withCatalogues(files)) };
    });
  // The staff admin's header menu: its chunks beyond the staff layout's, loaded as the header renders.
  const menuKey = 'src/app/layouts/NavGroupMenu.tsx';
  const staffLayout = 'src/app/layouts/StaffLayout.tsx';
  let adminMenu;
  if (manifest[menuKey] && manifest[staffLayout]) {
    const before = staticClosure(manifest, staffLayout, new Set(entryFiles));
    const after = staticClosure(manifest, menuKey, new Set(before));
    const added = new Set([...after].filter((file) => !before.has(file)));
    adminMenu = total(added);
  }
  return { entry: total(withCatalogues(new Set(entryFiles))), routes, adminMenu };
}

const audienceOrder: Record<Audience, number> = { guest: 0, customer: 1, staff: 2 };

export function benchBundle() {
  const { entry, routes, adminMenu } = measureRouteBundles();
  const all = process.env.BENCH_BUNDLE_ALL === '1';
  const seen = new Set<string>();
  const shown = routes.filter((route) => {
    const key = `${route.audience} ${route.modules.join()}`;
    if (!all && seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  printFigure('entry chunk, its static imports and `common`, gzip', entry.gzip / 1024, 'KiB');
  shown.sort((a, b) => audienceOrder[a.audience] - audienceOrder[b.audience] || b.gzip - a.gzip);
  for (const route of shown) {
    const over = route.gzip / 1024 > targetKiB ? '  OVER' : '';
    console.log(
      `${route.audience.padEnd(8)} ${route.path.padEnd(62)} ${kib(route.gzip)} KiB gzip ${kib(route.brotli)} KiB br  ${String(
        route.scripts,
      ).padStart(3)} scripts${over}`,
    );
  }
  if (adminMenu) printFigure("a staff admin's header menu adds (NavGroupMenu), gzip", adminMenu.gzip / 1024, 'KiB');
  for (const audience of ['guest', 'customer', 'staff'] as const) {
    const group = shown.filter((route) => route.audience === audience);
    const worst = group.reduce((max, route) => Math.max(max, route.gzip), 0);
    const over = group.filter((route) => route.gzip / 1024 > targetKiB).length;
    const sorted = group.map((route) => route.gzip).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    if (sorted.length > 0) printFigure(`median ${audience} route, gzip`, median / 1024, 'KiB');
    printFigure(`largest ${audience} route, gzip (target ≤ ${targetKiB} KiB)`, worst / 1024, 'KiB');
    printFigure(`${audience} routes over ${targetKiB} KiB`, over, `of ${group.length}`);
  }
}
