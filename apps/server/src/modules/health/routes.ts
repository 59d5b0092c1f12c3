import { healthSchema, platformPaths, readinessSchema } from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { retryAfterSeconds } from '../../platform/http/error-handler.ts';
import { shutdownState } from '../../platform/shutdown-state.ts';

/** Liveness (process up, no I/O) and readiness (the database answers and the server is not stopping). */
export function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    platformPaths.healthz,
    { config: { access: 'public', sessionless: true }, schema: { tags: ['ops'], response: { 200: healthSchema } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    platformPaths.readyz,
    {
      config: { access: 'public', sessionless: true },
      schema: { tags: ['ops'], response: { 200: readinessSchema, 503: readinessSchema } },
    },
    async (request, reply) => {
      // Stopping: the load balancer is to send requests elsewhere, though this server still answers them.
      if (shutdownState.draining) {
        return reply
          .code(503)
          .header('retry-after', '1')
          .send({ status: 'unavailable' as const });
      }
      try {
        await app.database.rawQuery('SELECT 1');
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply
          .code(503)
          .header('retry-after', String(retryAfterSeconds))
          .send({ status: 'unavailable' as const });
      }
    },
  );
  return Promise.resolve();
}
