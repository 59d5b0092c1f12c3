import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 3199);
// With E2E_PORT set, a run gets its own database and web build, so several runs can share a checkout.
const isolated = process.env.E2E_PORT !== undefined;
const webDist = isolated ? `.data/web-${firstPort}` : 'apps/web/dist';

// The full run (`npm test`, CI) splits the journeys over two servers, each on its own embedded database, one browser
// worker per server: the journeys mostly wait on the browser and the server, so two cores run two at a time. An isolated
// run (E2E_PORT, one spec while developing) keeps one server. Journeys not listed here run on the second server. The
// split was chosen from one CI run's journey times (1,132 s on the first against 1,326 s on the second); in the next
// run the two summed 1,245 s and 1,297 s (stop 43).
const firstServerJourneys = [
  'customer-documents',
  'customer-home',
  'customer-intake',
  'customer-record',
  'customer-search',
  'dashboard',
  'forms',
  'forms-admin',
  'indicators',
  'later-parts',
  'mobile',
  'my-career',
  'occupations',
  'performance',
  'programs',
  'reminders',
  'reports',
  'resume',
  'service-tracker',
  'spanish',
  'staff',
  'validation-messages',
];
const firstServerFiles = new RegExp(`/(${firstServerJourneys.join('|')})\\.spec\\.ts$`);
const servers = isolated
  ? [{ port: firstPort, name: 'chromium' }]
  : [
      { port: firstPort, name: 'chromium' },
      { port: firstPort + 1, name: 'chromium-second-server' },
    ];
// Debian's old headless shell where it is installed (.ci/run installs it), else its full Chromium: the shell has no
// browser UI of its own to draw, and with the compositor in software it took 0.85 of the full browser's wall and CPU
// time for the same journeys (bench/ci-journeys-browser.md).
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const urlOf = (port: number) => `http://127.0.0.1:${port}`;
const dataDirOf = (port: number) => (isolated ? `.data/e2e-${port}` : `.data/e2e-server-${port}`);

/** Journeys run in Debian's Chromium against `npm start` on a throwaway embedded database. */
export default defineConfig({
  testDir: 'e2e',
  ...(isolated ? { outputDir: `.data/test-results-${firstPort}` } : {}),
  fullyParallel: false,
  workers: servers.length,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A hung journey still fails, but a slow machine does not: CI shares two cores between two servers and two browsers,
  // where a journey that takes 40 s when quiet has taken past a minute (timings never decide whether a test passes).
  timeout: 180_000,
  // The same for a step's wait: a record page after a save missed the 10 s wait once in a CI run beside the Postgres
  // pass (case-file-program, stop 41), and showed at once when run alone, quiet or under CPU load.
  expect: { timeout: 20_000 },
  use: {
    // A failed journey keeps its trace: each action's DOM snapshot, network and console, and a screenshot at the failure.
    // The trace's screencast (a JPEG of every frame) is left out: drawing and encoding it took 0.3 of a passing journey
    // run's CPU (bench/ci-journeys-browser.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-gpu-compositing',
        '--disable-software-rasterizer',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: servers.map(({ port, name }, index) => ({
    name,
    workers: 1,
    use: { ...devices['Desktop Chrome'], baseURL: urlOf(port) },
    ...(isolated ? {} : index === 0 ? { testMatch: firstServerFiles } : { testIgnore: firstServerFiles }),
  })),
  // Servers start one after the other, so the first builds the web app and the server and the second finds them built.
  webServer: servers.map(({ port }) => ({
    command: `rm -rf ${dataDirOf(port)} && node scripts/start.mjs`,
    url: `${urlOf(port)}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirOf(port),
      WEB_DIST: webDist,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // The reminders journey waits for a reminder to come due: sweep every 5 s instead of every minute.
      REMINDER_SWEEP_SECONDS: '5',
      // Two servers, two browsers and the Postgres pass share CI's two cores: a signed-in page drawn by the server
      // (ADR 0055) may take longer than the default 2.5 s there, and the journeys check what it draws, not how fast.
      FIRST_PAINT_RENDER_MS: '60000',
    },
  })),
});
