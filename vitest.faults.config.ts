import { defineConfig } from 'vitest/config';

/** Fault tests (`npm run test:faults`, run by .ci/run): real processes and a Postgres cluster of their own. */
export default defineConfig({
  test: {
    name: 'faults',
    include: ['apps/server/src/faults/**/*.fault.ts'],
    environment: 'node',
    fileParallelism: false,
  },
});
