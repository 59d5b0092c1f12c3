import {
  pirlFailureListLimit,
  pirlFixPath,
  type PirlCheckResult,
  type PirlFailure,
  type PirlRequest,
} from '@portal/contracts';
import type { DatabaseHandle } from '@portal/db';
import { pirlChecks, type PirlCheck } from './checks.ts';
import { pirlElementByNumber, pirlLayoutVersion } from './elements.ts';
import type { PirlPeriod } from './period.ts';
import { forEachPeriodBatch, type PirlRunOptions } from './periods.ts';

/**
 * Runs every edit check over the request's periods, streamed like the file: exact counts per rule and per element,
 * and the first failing records (pirlFailureListLimit) with the screen that keeps the field. No failure: ready.
 */
export async function runEditChecks(
  database: DatabaseHandle,
  request: PirlRequest,
  options: PirlRunOptions = {},
): Promise<PirlCheckResult> {
  const tally = new CheckTally();
  const periods = await forEachPeriodBatch(database, request, options, (batch) => {
    for (const period of batch) tally.check(period);
    return Promise.resolve();
  });
  return tally.result(periods);
}

/**
 * Counts failures as periods arrive; for the duplicate check it holds only the current person's latest exit (file
 * order is by customer, then entry), so an earlier period of the person that is open, ends on or after this one's
 * entry, or starts the same day, marks this one, whatever the programs.
 */
export class CheckTally {
  private readonly perRule = new Map<string, number>(pirlChecks.map((check) => [check.id, 0]));
  private readonly perElement = new Map<string, number>();
  private readonly failures: PirlFailure[] = [];
  private total = 0;
  private customerId = -1;
  /** The current person's earlier periods: one is still open, the latest exit or entry day seen. */
  private earlierOpen = false;
  private earlierLatest: string | null = null;

  check(period: PirlPeriod): void {
    if (period.customerId !== this.customerId) {
      this.customerId = period.customerId;
      this.earlierOpen = false;
      this.earlierLatest = null;
    }
    const context = {
      overlapsEarlier: this.earlierOpen || (this.earlierLatest !== null && period.entryDate <= this.earlierLatest),
    };
    if (period.exitDate === null) this.earlierOpen = true;
    for (const day of [period.entryDate, period.exitDate]) {
      if (day !== null && (this.earlierLatest === null || day > this.earlierLatest)) this.earlierLatest = day;
    }
    for (const check of pirlChecks) {
      if (check.fails(period, context)) this.fail(check, period);
    }
  }

  private fail(check: PirlCheck, period: PirlPeriod): void {
    const element = check.elements[0]!;
    const enrollment = check.concerns?.(period) ?? period.enrollments[0];
    this.total += 1;
    this.perRule.set(check.id, (this.perRule.get(check.id) ?? 0) + 1);
    this.perElement.set(element, (this.perElement.get(element) ?? 0) + 1);
    if (this.failures.length >= pirlFailureListLimit) return;
    this.failures.push({
      rule_id: check.id,
      message: check.message,
      customer_id: period.customerId,
      enrollment_id: enrollment?.id ?? period.enrollmentId,
      program: enrollment?.program ?? period.programs[0]!,
      element,
      element_name: pirlElementByNumber.get(element)?.name ?? element,
      field: check.fix.field,
      screen: check.fix.screen,
      fix_path: pirlFixPath(check.fix.screen, period.customerId),
    });
  }

  result(periods: number): PirlCheckResult {
    return {
      layout_version: pirlLayoutVersion,
      periods,
      ready: this.total === 0,
      total_failures: this.total,
      rules: pirlChecks.map((check) => ({
        rule_id: check.id,
        kind: check.kind,
        message: check.message,
        elements: [...check.elements],
        failures: this.perRule.get(check.id) ?? 0,
      })),
      elements: [...this.perElement]
        .map(([element, failures]) => ({ element, name: pirlElementByNumber.get(element)?.name ?? element, failures }))
        .sort((a, b) => Number(a.element) - Number(b.element)),
      failures: this.failures,
      failures_truncated: this.total > this.failures.length,
    };
  }
}
