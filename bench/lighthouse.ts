// npm run bench -- lighthouse: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium over the pages a
// visitor meets first, against `npm start` (scripts/start.mjs) on a fresh demo database. Per page, the median of
// BENCH_LIGHTHOUSE_RUNS runs (default 3): performance and accessibility scores, LCP, TBT, bytes transferred and the
// JS and CSS part of them. Baseline in the same run: a minimal static HTML page served by the same server.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
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
  { name: 'customer login', path: '/customer-portal/login' },
  { name: 'staff login', path: '/login' },
  {
    name: 'Occupation Finder (signed in)',
    path: '/customer-portal/occupations',
    signIn: { loginPath: '/customer-portal/login', email: 'maria.lopez@demo.example' },
  },
  { name: 'guest survey', path: '/career-cluster/survey' },
  { name: 'About', path: '/about' },
];

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  totalKiB: number;
  jsKiB: number;
  cssKiB: number;
}

type NetworkRequest = { resourceType?: string; transferSize?: number };

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
  ['page', 30],
  ['perf', 5],
  ['a11y', 5],
  ['LCP ms', 7],
  ['TBT ms', 7],
  ['KiB', 7],
  ['JS KiB', 7],
  ['CSS KiB', 8],
  ['LCP/base', 9],
];
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i]![1]) : cell.padStart(columns[i]![1]))).join(' ');

function printRow(name: string, f: Figures, baseline: Figures) {
  const cells = [f.performance, f.accessibility, f.lcpMs, f.tbtMs, f.totalKiB, f.jsKiB, f.cssKiB].map((value) =>
    value.toFixed(0),
  );
  console.log(line([name, ...cells, `${(f.lcpMs / baseline.lcpMs).toFixed(1)}x`]));
}

export async function benchLighthouse() {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (apt-get install -y chromium)`);
  const port = 3900 + Math.floor(Math.random() * 500);
  const debuggingPort = port + 1000;
  const dataDir = `.data/bench-lighthouse-${port}`;
  const webDist = `.data/bench-lighthouse-web-${port}`;
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const userDataDir = `${dataDir}/chromium-profile`;
  let browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>> | undefined;
  try {
    await waitFor200(`${origin}/readyz`, server);
    writeFileSync(
      path.join(webDist, baselinePage),
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
        '<title>Baseline</title><main><h1>Sign in</h1><p>A minimal static page from the same server.</p></main></html>',
    );
    browser = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    console.log(`Lighthouse, median of ${runs} run(s) per page; mobile preset, simulated throttling`);
    console.log(line(columns.map(([title]) => title)));
    let baseline: Figures | undefined;
    // BENCH_LIGHTHOUSE_PAGES=finder,about measures only the pages whose names contain one of the words (and the baseline).
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.toLowerCase().split(',');
    const chosen = pages.filter(
      (page, i) => i === 0 || !only || only.some((word) => page.name.toLowerCase().includes(word)),
    );
    for (const page of chosen) {
      if (page.signIn) {
        const tab = await browser.newPage();
        await tab.goto(`${origin}${page.signIn.loginPath}`);
        await tab.getByLabel('Email').fill(page.signIn.email);
        await tab.locator('input[type="password"]').fill(demoPassword);
        await tab.getByRole('button', { name: 'Sign in' }).click();
        await tab.waitForURL((url) => !url.pathname.endsWith('/login'));
        await tab.close();
      }
      const samples: Figures[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measure(origin, page, debuggingPort));
      const figures = medianFigures(samples);
      baseline ??= figures;
      printRow(page.name, figures, baseline);
    }
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  }
}
