import { defineConfig } from 'vitest/config';

/**
 * The fleet test (`npm run test:fleet`, run by .ci/run): three built servers under Node 22 on a Postgres primary with
 * a streaming replica, S3-compatible storage and an SMTP sink, all started by the test as processes.
 */
export default defineConfig({
  test: {
    name: 'fleet',
    include: ['apps/server/src/fleet/**/*.fleet.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
