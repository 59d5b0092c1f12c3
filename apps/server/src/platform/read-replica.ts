import { type DatabaseHandle, defaultMaxLagSeconds, openReporting, type Reporting } from '@portal/db';

export interface ReadReplicaSettings {
  /** DATABASE_READ_URL: the read replica's connection string; absent: reporting reads go to the primary. */
  url: string | undefined;
  /** DATABASE_READ_MAX_LAG_SECONDS: a replica further behind is skipped for the primary (default 30). */
  maxLagSeconds: number;
}

export function readReplicaSettings(env: NodeJS.ProcessEnv = process.env): ReadReplicaSettings {
  const raw = env.DATABASE_READ_MAX_LAG_SECONDS;
  const maxLagSeconds = raw === undefined || raw === '' ? defaultMaxLagSeconds : Number(raw);
  if (!Number.isFinite(maxLagSeconds) || maxLagSeconds < 0) {
    throw new Error('DATABASE_READ_MAX_LAG_SECONDS must be a number of seconds, 0 or more');
  }
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new Error('DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replica');
  }
  return { url: env.DATABASE_READ_URL || undefined, maxLagSeconds };
}

interface WarnLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** The server's reporting handle: the replica the settings name, with each move between it and the primary logged. */
export function openServerReporting(
  primary: DatabaseHandle,
  settings: ReadReplicaSettings,
  log: WarnLog,
  poolSize?: number,
): Promise<Reporting> {
  return openReporting(primary, {
    url: settings.url,
    maxLagSeconds: settings.maxLagSeconds,
    poolSize,
    onFallback: (reason) => log.warn({ component: 'read-replica' }, reason),
    onRecovered: () =>
      log.info({ component: 'read-replica' }, 'the read replica is usable again: reporting reads go there'),
  });
}
