import { type DatabaseHandle, openDatabase, withSessionSetting } from './client.ts';

/**
 * Reporting reads (the query tool and its exports, the referral export, the WIOA indicators) go to a read replica
 * when one is configured (DATABASE_READ_URL), and to the primary when none is, when it cannot be reached, or when it
 * lags more than the bound. Writes never go there: the handle's sessions are read-only, and the code that writes keeps
 * using the primary's handle. docs/decisions/0030-read-replica.md
 */
export interface Reporting {
  /** The handle reporting reads use now: the replica while it is usable, else the primary. */
  reader(): Promise<DatabaseHandle>;
  /** The replica's handle, when one is configured (tests and health checks). */
  readonly replica: DatabaseHandle | undefined;
  close(): Promise<void>;
}

export interface ReportingOptions {
  /** The replica's connection string; absent: every read goes to the primary. */
  url?: string | undefined;
  /** A replica further behind than this is not read from (default 30 s). */
  maxLagSeconds?: number | undefined;
  /** How long a verdict on the replica holds before it is checked again (default 5 s). */
  checkIntervalMs?: number | undefined;
  poolSize?: number | undefined;
  /** How long to wait for a connection to the replica before falling back (default 2 s). */
  connectionTimeoutMs?: number | undefined;
  /** Called once when reads move to the primary, with the reason (no connection string, nothing personal). */
  onFallback?: ((reason: string) => void) | undefined;
  /** Called once when reads go back to the replica. */
  onRecovered?: (() => void) | undefined;
}

/** What the replica says about itself. */
export interface ReplicaState {
  /** In recovery: a standby. A read endpoint that is not one (a pooler in front of the primary) has no lag. */
  standby: boolean;
  /** Everything received has been replayed and the WAL receiver is streaming: no lag, however old the last write. */
  caughtUp: boolean;
  /** Seconds since the last replayed transaction committed on the primary (null: none replayed yet). */
  lagSeconds: number | null;
}

export const defaultMaxLagSeconds = 30;
export const reportingApplicationName = 'portal-reporting';

/** The lag that counts: none on a standby that is caught up, else the age of the last replayed transaction. */
export function replicaLag(state: ReplicaState): number {
  if (!state.standby || state.caughtUp) return 0;
  return state.lagSeconds ?? Number.POSITIVE_INFINITY;
}

const stateSql = `select pg_is_in_recovery() as standby,
  coalesce(pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
    and (select status from pg_stat_wal_receiver) = 'streaming', false) as caught_up,
  extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as lag_seconds`;

/** Every primary-only method of the replica's handle refuses: the replica never migrates or takes the lock. */
function readOnlyHandle(handle: DatabaseHandle): DatabaseHandle {
  const refuse = () => Promise.reject(new Error('The read replica is read-only'));
  return { ...handle, migrate: refuse, exclusively: refuse };
}

/**
 * The replica's URL with this pool's name (seen in pg_stat_activity) unless it names one, and read-only sessions unless
 * its options set default_transaction_read_only themselves (other options of its own do not drop the read-only one).
 */
export function reportingUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('application_name')) {
    parsed.searchParams.set('application_name', reportingApplicationName);
  }
  return withSessionSetting(parsed.toString(), 'default_transaction_read_only', 'on');
}

export async function openReporting(primary: DatabaseHandle, options: ReportingOptions = {}): Promise<Reporting> {
  if (!options.url || primary.kind !== 'postgres') {
    return { reader: () => Promise.resolve(primary), replica: undefined, close: () => Promise.resolve() };
  }
  const replica = readOnlyHandle(
    await openDatabase({
      url: reportingUrl(options.url),
      poolSize: options.poolSize,
      connectionTimeoutMs: options.connectionTimeoutMs ?? 2_000,
    }),
  );
  const maxLag = options.maxLagSeconds ?? defaultMaxLagSeconds;
  const interval = options.checkIntervalMs ?? 5_000;
  let verdict: { usable: boolean; at: number } | undefined;
  let checking: Promise<boolean> | undefined;

  async function check(): Promise<boolean> {
    let reason: string | undefined;
    try {
      const [row] = (await replica.rawQuery(stateSql)) as Array<{
        standby: boolean;
        caught_up: boolean;
        lag_seconds: number | null;
      }>;
      const lag = replicaLag({
        standby: Boolean(row?.standby),
        caughtUp: Boolean(row?.caught_up),
        lagSeconds: row?.lag_seconds ?? null,
      });
      if (lag > maxLag) {
        reason = `the read replica lags ${Number.isFinite(lag) ? `${Math.round(lag)} s` : 'with nothing replayed'} (bound ${maxLag} s)`;
      }
    } catch (error) {
      reason = `the read replica cannot be reached (${(error as Error).message})`;
    }
    const usable = reason === undefined;
    if (verdict?.usable !== false && !usable) options.onFallback?.(`${reason}: reporting reads go to the primary`);
    if (verdict?.usable === false && usable) options.onRecovered?.();
    verdict = { usable, at: Date.now() };
    return usable;
  }

  return {
    replica,
    async reader() {
      const fresh = verdict && Date.now() - verdict.at < interval;
      const usable = fresh ? verdict!.usable : await (checking ??= check().finally(() => (checking = undefined)));
      return usable ? replica : primary;
    },
    close: () => replica.close(),
  };
}
