/** The part of the session limits the sliding idle window needs. */
export interface IdleLimits {
  idleMinutes: number;
}

/**
 * How long last_seen_at may lag behind the caller's latest request: writes are throttled to one per this interval (a
 * minute, or a tenth of a shorter idle window). A request inside the interval is not written, so the idle check
 * allows for it (idleSince): activity within the idle window always keeps a session alive, and a session left alone
 * ends between `idleMinutes` and `idleMinutes` plus this interval after its last request.
 */
export function lastSeenGranularityMs(limits: IdleLimits): number {
  return Math.min(60_000, (limits.idleMinutes * 60_000) / 10);
}

/** A session whose last_seen_at is not after this instant is idle at `now`. */
export function idleSince(limits: IdleLimits, now: Date): Date {
  return new Date(now.getTime() - limits.idleMinutes * 60_000 - lastSeenGranularityMs(limits));
}

/** True when a request at `now` must move last_seen_at (it lags by the whole granularity). */
export function lastSeenWriteDue(limits: IdleLimits, lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= lastSeenGranularityMs(limits);
}
