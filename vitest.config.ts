import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores minus one); the files are independent (each clones its own
    // database), and two workers measured 1101 s against 1544 s for the whole unit run.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on a cloned database, so the files share no state but the modules: a worker
          // keeps them loaded from one file to the next instead of importing the whole server again for each (six
          // files: 605 s isolated against 241 s shared, the import phase 210 s against 32 s, on the loaded machine).
          isolate: false,
          // A hung test still fails; a slow machine does not: CI runs these a second time on the Postgres server,
          // niced, beside the journeys, where a 200-request property test took past 30 s.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Build tooling: the server bundle (it starts the built server) and the web build's precompression.
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'apps/web/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: 'jsdom',
          // As the server's: the worker keeps React, Mantine and the pages loaded between files (four files: 268 s
          // isolated against 112 s shared); each test renders into a fresh tree, cleaned up after it.
          isolate: false,
          setupFiles: ['apps/web/vitest.setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
