/**
 * The process's shutdown state. On SIGTERM with SHUTDOWN_DRAIN_SECONDS set (main.ts), the server first only reports
 * itself not ready (/readyz answers 503) while it keeps serving, so a load balancer stops sending it requests
 * before it stops listening; then it closes. Requests already accepted always finish.
 */
export const shutdownState = { draining: false };

/** SHUTDOWN_DRAIN_SECONDS: 0 (default) to 5, so the whole shutdown stays within its 10 s. */
export function drainSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_DRAIN_SECONDS ?? 0);
  return Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
}
