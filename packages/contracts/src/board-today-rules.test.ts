import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardOffsetMinutes, defaultBoardTimeZone, setBoardTimeZone } from './board-time.ts';
import { dateBounds, todayIso } from './dates.ts';
import { educationYearOptions, jobYearOptions } from './experiences.ts';
import { performanceBodySchema, performanceMessages } from './performance.ts';
import { reminderBodySchema, reminderFormTime, reminderInstant, reminderMessages } from './reminders.ts';
import { installValidationMessages } from './validation-messages.ts';

installValidationMessages();

/** "Today" in every date rule is the board's (BOARD_TIME_ZONE), whatever the clock of the validating machine. */

const at = (instant: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
};

afterEach(() => {
  vi.useRealTimers();
  setBoardTimeZone(defaultBoardTimeZone);
});

const reminder = (date: string, timezoneOffset: number) =>
  reminderBodySchema.safeParse({
    title: 'Call back',
    description: 'About the interview',
    action: 'call',
    date,
    hour: '09',
    minute: '30',
    period: 'AM',
    in_support_of_type: 'none',
    timezone_offset: timezoneOffset,
  });

const dateAffectedIssues = (date: string) =>
  (
    performanceBodySchema.safeParse({ date_affected: date, performance_type_id: 1, kind: 'credential_attainment' })
      .error?.issues ?? []
  )
    .filter((issue) => issue.path[0] === 'date_affected')
    .map((issue) => issue.message);

describe("the board's today in date rules", () => {
  it('is the Denver day in the evening after the spring change (2026-03-08, 11:30 PM MDT = 05:30 UTC March 9)', () => {
    at('2026-03-09T05:30:00Z');
    expect(todayIso()).toBe('2026-03-08');
    expect(dateBounds.past().max).toBe('2026-03-08');
    expect(dateBounds.service().max).toBe('2026-06-06');
    expect(dateAffectedIssues('2026-03-08')).toEqual([]);
    expect(dateAffectedIssues('2026-03-09')).toEqual([performanceMessages.dateInFuture]);
  });

  it('is the Denver day in the evening after the autumn change (2026-11-01, 11:30 PM MST = 06:30 UTC November 2)', () => {
    at('2026-11-02T06:30:00Z');
    expect(todayIso()).toBe('2026-11-01');
    expect(dateBounds.past().max).toBe('2026-11-01');
    expect(dateAffectedIssues('2026-11-02')).toEqual([performanceMessages.dateInFuture]);
    // An hour later it is November 2 in Denver.
    at('2026-11-02T07:00:00Z');
    expect(dateAffectedIssues('2026-11-02')).toEqual([]);
  });

  it("refuses a reminder before the board's today, whatever offset the caller sends", () => {
    at('2026-03-09T05:30:00Z');
    // March 8 is today in Denver although it is March 9 in UTC (offset 0) and in Tokyo (-540).
    for (const offset of [0, -540, 360]) expect(reminder('2026-03-08', offset).success).toBe(true);
    const before = reminder('2026-03-07', 360);
    expect(before.error?.issues.map((issue) => issue.message)).toEqual([reminderMessages.dateBeforeToday]);
  });

  it("offers this year's options by the board's New Year (8 PM in Denver on December 31 is 2027 in UTC)", () => {
    expect(jobYearOptions(new Date('2027-01-01T03:00:00Z'))[0]).toBe('2026');
    expect(educationYearOptions(new Date('2027-01-01T03:00:00Z'))[0]).toBe('2031');
    expect(jobYearOptions(new Date('2027-01-01T07:00:00Z'))[0]).toBe('2027');
  });

  it('follows a non-default board zone (Pacific/Honolulu, UTC-10 all year)', () => {
    setBoardTimeZone('Pacific/Honolulu');
    at('2026-04-01T09:30:00Z');
    expect(todayIso()).toBe('2026-03-31');
    expect(dateAffectedIssues('2026-04-01')).toEqual([performanceMessages.dateInFuture]);
    at('2026-04-01T10:00:00Z');
    expect(dateAffectedIssues('2026-04-01')).toEqual([]);
  });
});

describe("a reminder's wall time on the board's clock", () => {
  it('keeps 9:30 AM on both sides of each change (America/Denver)', () => {
    const nineThirty = (date: string) =>
      reminderInstant({ date, hour: '09', minute: '30', period: 'AM' }, boardOffsetMinutes(date)).toISOString();
    expect(nineThirty('2026-03-07')).toBe('2026-03-07T16:30:00.000Z');
    expect(nineThirty('2026-03-08')).toBe('2026-03-08T15:30:00.000Z');
    expect(nineThirty('2026-10-31')).toBe('2026-10-31T15:30:00.000Z');
    expect(nineThirty('2026-11-01')).toBe('2026-11-01T16:30:00.000Z');
    // Reading it back for editing gives the same wall time.
    const instant = '2026-11-01T16:30:00.000Z';
    expect(reminderFormTime(instant, boardOffsetMinutes(new Date(instant)))).toEqual({
      date: '2026-11-01',
      hour: '09',
      minute: '30',
      period: 'AM',
    });
  });

  it('uses the board zone, not the machine’s: New York is two hours ahead of Denver', () => {
    setBoardTimeZone('America/New_York');
    expect(boardOffsetMinutes('2026-03-08')).toBe(240);
    expect(boardOffsetMinutes('2026-03-07')).toBe(300);
    // New York's autumn change is at 06:00 UTC (2 AM EDT).
    expect(boardOffsetMinutes(new Date('2026-11-01T05:30:00Z'))).toBe(240);
    expect(boardOffsetMinutes(new Date('2026-11-01T06:00:00Z'))).toBe(300);
  });
});
