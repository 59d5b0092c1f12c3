// npm run bench -- lighthouse: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium over the pages a
// visitor meets first, against `npm start` (scripts/start.mjs) on a fresh demo database. Per page, the median of
// BENCH_LIGHTHOUSE_RUNS runs (default 3): performance and accessibility scores, LCP, TBT, bytes transferred and the
// JS and CSS part of them, and the requests started before the largest paint in the trace (req<LCP: the simulated
// LCP counts each, so the figure tells a change in a page's request chain apart from the machine's load). Baseline in
// the same run: a minimal static HTML page served by the same server.
// BENCH_LIGHTHOUSE_DISTS=before=/tmp/a,after=/tmp/b compares built web apps (`vite build --outDir`) instead of the
// checkout's: one server per build (each on its own loopback address, so their session cookies stay apart), and each
// page's runs alternate between them, so a change in the machine's load falls on both alike.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const demoPassword = 'Demo-Portal-2026!';
const baselinePage = 'bench-baseline.html';

interface Page {
  name: string;
  path: string;
  /** Signs in through the login form before the page is measured (the session cookie survives Lighthouse's reset). */
  signIn?: { loginPath: string; email: string };
}

const pages: Page[] = [
  { name: 'baseline: static page', path: `/${baselinePage}` },
  { name: 'guest home', path: '/' },
  { name: 'customer login', path: '/customer-portal/login' },
  { name: 'staff login', path: '/login' },
  {
    name: 'Occupation Finder (signed in)',
    path: '/customer-portal/occupations',
    signIn: { loginPath: '/customer-portal/login', email: 'maria.lopez@demo.example' },
  },
  { name: 'guest survey', path: '/career-cluster/survey' },
  { name: 'About', path: '/about' },
  { name: 'job board', path: '/job-board' },
];

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  totalKiB: number;
  jsKiB: number;
  cssKiB: number;
  /** Requests the page started before its largest paint in the trace: Lighthouse's simulation counts each of them. */
  requestsBeforeLcp: number;
}

type NetworkRequest = { resourceType?: string; transferSize?: number; networkRequestTime?: number };

async function waitFor200(url: string, server: ReturnType<typeof spawn>) {
  const started = Date.now();
  while (Date.now() - started < 900_000) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no 200 from ${url} within 900 s`);
}

async function measure(origin: string, page: Page, debuggingPort: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(`${origin}${page.path}`, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (the diagnostics behind a score).
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${page.name.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(path.join(reports, name), JSON.stringify(result.lhr));
  }
  const { categories, audits, runtimeError } = result.lhr;
  // A trace that lost its navigation start (NO_NAVSTART, seen on a loaded machine) is recorded again.
  if (runtimeError && attempt < 3) return measure(origin, page, debuggingPort, attempt + 1);
  if (runtimeError) throw new Error(`${page.path}: ${runtimeError.message}`);
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []).filter(
    (request) => request.transferSize !== undefined,
  );
  const observed = (audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0];
  const observedLcp = observed?.observedLargestContentfulPaint ?? 0;
  const bytesOf = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    totalKiB: (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
    jsKiB: bytesOf('Script'),
    cssKiB: bytesOf('Stylesheet'),
    requestsBeforeLcp: requests.filter((r) => (r.networkRequestTime ?? Infinity) <= observedLcp).length,
  };
}

function median(values: number[]) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

function medianFigures(samples: Figures[]): Figures {
  const keys = Object.keys(samples[0]!) as Array<keyof Figures>;
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as unknown as Figures;
}

const columns: Array<[string, number]> = [
  ['page', 40],
  ['perf', 5],
  ['a11y', 5],
  ['LCP ms', 7],
  ['TBT ms', 7],
  ['KiB', 7],
  ['JS KiB', 7],
  ['CSS KiB', 8],
  ['LCP/base', 9],
  ['req<LCP', 8],
];
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i]![1]) : cell.padStart(columns[i]![1]))).join(' ');

function printRow(name: string, f: Figures, baseline: Figures) {
  const cells = [f.performance, f.accessibility, f.lcpMs, f.tbtMs, f.totalKiB, f.jsKiB, f.cssKiB].map((value) =>
    value.toFixed(0),
  );
  console.log(line([name, ...cells, `${(f.lcpMs / baseline.lcpMs).toFixed(1)}x`, f.requestsBeforeLcp.toFixed(0)]));
}

interface Variant {
  label: string;
  /** A built web app to serve; none: `npm start` builds the checkout's. */
  dist?: string;
  origin: string;
  server: ReturnType<typeof spawn>;
  dataDir: string;
  webDist: string;
  baseline?: Figures;
}

function startServer(label: string, dist: string | undefined, host: string, port: number): Variant {
  const dataDir = `.data/bench-lighthouse-${port}`;
  const webDist = `.data/bench-lighthouse-web-${port}`;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { label, dist, origin: `http://${host}:${port}`, server, dataDir, webDist };
}

function variantsToCompare(port: number): Variant[] {
  const spec = process.env.BENCH_LIGHTHOUSE_DISTS;
  if (!spec) return [startServer('', undefined, '127.0.0.1', port)];
  const builds = spec.split(',').map((entry, i) => {
    const [label, dist] = entry.split('=');
    if (!label || !dist || !existsSync(path.join(dist, 'index.html'))) {
      throw new Error(`BENCH_LIGHTHOUSE_DISTS: '${entry}' is not label=<folder with a built index.html>`);
    }
    // scripts/start.mjs rebuilds the web app when a source is newer than index.html, as others' edits during the run
    // would make it: the copy's index.html is dated a year ahead, so the build given is the one served.
    const webDist = `.data/bench-lighthouse-web-${port + i}`;
    cpSync(dist, webDist, { recursive: true });
    const later = new Date(Date.now() + 365 * 24 * 3600_000);
    utimesSync(path.join(webDist, 'index.html'), later, later);
    return { label, dist };
  });
  // The server's build brought up to date once, not by two servers starting at the same time.
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    env: { ...process.env, WEB_DIST: `.data/bench-lighthouse-web-${port}` },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('scripts/start.mjs --build-only failed');
  return builds.map(({ label, dist }, i) => startServer(label, dist, `127.0.0.${i + 1}`, port + i));
}

async function signIn(
  browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>>,
  origin: string,
  signIn: NonNullable<Page['signIn']>,
) {
  const tab = await browser.newPage();
  await tab.goto(`${origin}${signIn.loginPath}`);
  await tab.getByLabel('Email').fill(signIn.email);
  await tab.locator('input[type="password"]').fill(demoPassword);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await tab.waitForURL((url) => !url.pathname.endsWith('/login'));
  await tab.close();
}

export async function benchLighthouse() {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (apt-get install -y chromium)`);
  const port = 3900 + Math.floor(Math.random() * 500);
  const debuggingPort = port + 1000;
  const variants = variantsToCompare(port);
  const userDataDir = `${variants[0]!.dataDir}/chromium-profile`;
  let browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>> | undefined;
  try {
    for (const variant of variants) {
      await waitFor200(`${variant.origin}/readyz`, variant.server);
      writeFileSync(
        path.join(variant.webDist, baselinePage),
        '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
          '<title>Baseline</title><main><h1>Sign in</h1><p>A minimal static page from the same server.</p></main></html>',
      );
    }
    browser = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    console.log(`Lighthouse, median of ${runs} run(s) per page; mobile preset, simulated throttling`);
    if (variants.length > 1) console.log('builds, runs alternating between them:');
    for (const variant of variants) {
      // Which build answers (its entry script), so a run can be told from one the server rebuilt.
      const html = await fetch(`${variant.origin}/about`, { headers: { accept: 'text/html' } }).then((r) => r.text());
      const entry = /src="([^"]+\.js)"/.exec(html)?.[1];
      console.log(
        `  ${variant.label || 'build'}: ${variant.dist ?? 'the checkout'} at ${variant.origin}, entry ${entry}`,
      );
    }
    console.log(line(columns.map(([title]) => title)));
    // BENCH_LIGHTHOUSE_PAGES=finder,about measures only the pages whose names contain one of the words (and the baseline).
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.toLowerCase().split(',');
    const chosen = pages.filter(
      (page, i) => i === 0 || !only || only.some((word) => page.name.toLowerCase().includes(word)),
    );
    for (const page of chosen) {
      if (page.signIn) for (const variant of variants) await signIn(browser, variant.origin, page.signIn);
      const samples = variants.map((): Figures[] => []);
      for (let i = 0; i < runs; i += 1) {
        for (const [v, variant] of variants.entries())
          samples[v]!.push(await measure(variant.origin, page, debuggingPort));
      }
      // The pages after a signed-in one are a guest's again: without this, the guest survey was measured as the
      // signed-in customer's survey (it sends a customer to their own), after the Occupation Finder had signed in.
      if (page.signIn) await browser.clearCookies();
      for (const [v, variant] of variants.entries()) {
        const figures = medianFigures(samples[v]!);
        variant.baseline ??= figures;
        printRow(variant.label ? `${page.name} [${variant.label}]` : page.name, figures, variant.baseline);
      }
    }
  } finally {
    await browser?.close();
    for (const variant of variants) {
      variant.server.kill('SIGTERM');
      if (variant.server.exitCode === null) await new Promise((resolve) => variant.server.once('exit', resolve));
    }
    for (const variant of variants) {
      rmSync(variant.dataDir, { recursive: true, force: true });
      rmSync(variant.webDist, { recursive: true, force: true });
    }
  }
}
