import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// With E2E_PORT set, a run gets its own database and web build, so several runs can share a checkout.
const isolated = process.env.E2E_PORT !== undefined;
const dataDir = isolated ? `.data/e2e-${port}` : '.data/e2e';
const webDist = isolated ? `.data/web-${port}` : 'apps/web/dist';

/** Journeys run in Debian's Chromium against `npm start` on a throwaway embedded database. */
export default defineConfig({
  testDir: 'e2e',
  ...(isolated ? { outputDir: `.data/test-results-${port}` } : {}),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // The reminders journey waits for a reminder to come due: sweep every 5 s instead of every minute.
      REMINDER_SWEEP_SECONDS: '5',
    },
  },
});
