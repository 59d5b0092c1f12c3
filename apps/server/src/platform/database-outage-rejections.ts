import { isDatabaseUnavailable } from './http/database-errors.ts';

export interface OutageLog {
  error(object: object, message: string): void;
}

/**
 * The process's 'unhandledRejection' listener. pg-boss 10 completes and fails jobs without awaiting the query, so a
 * job that ends while the database is away leaves a rejection nobody handles, and Node ends the process on one.
 * A rejection that only says the database is unreachable is logged and survived (the job expires and is retried);
 * any other is rethrown, so it still ends the process as an uncaught error would.
 */
export function databaseOutageRejections(log: OutageLog): (reason: unknown) => void {
  return (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.error({ err: reason }, 'database unavailable (unhandled rejection, survived)');
  };
}
