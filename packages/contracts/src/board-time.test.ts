import { afterEach, describe, expect, it } from 'vitest';
import {
  boardDateOf,
  boardDayStart,
  boardTimeZone,
  boardToday,
  defaultBoardTimeZone,
  isTimeZone,
  programYearBounds,
  boardProgramYear,
  programYearOfDate,
  quarterOf,
  quarterStartOf,
  setBoardTimeZone,
} from './board-time.ts';

afterEach(() => setBoardTimeZone(defaultBoardTimeZone));

describe('board time', () => {
  it('defaults to America/Denver and refuses a zone that is not IANA', () => {
    expect(boardTimeZone()).toBe('America/Denver');
    expect(isTimeZone('Pacific/Honolulu')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => setBoardTimeZone('Mars/Olympus')).toThrow(/not an IANA time zone/);
    expect(boardTimeZone()).toBe('America/Denver');
  });

  it('puts a 6:30 PM exit in Denver on March 31 in the first quarter, not the second', () => {
    // 18:30 MDT (UTC-6) is 00:30 UTC on April 1.
    const exit = new Date('2026-04-01T00:30:00Z');
    expect(boardDateOf(exit)).toBe('2026-03-31');
    expect(quarterOf(boardDateOf(exit))).toBe(1);
    expect(quarterStartOf(boardDateOf(exit))).toBe('2026-01-01');
    // In UTC it would have been the next quarter: what the board zone prevents.
    expect(quarterOf(exit.toISOString())).toBe(2);
  });

  it('reads today in the board zone on both sides of the spring change (America/Denver, 2026-03-08)', () => {
    // 01:59:59 MST is 08:59:59 UTC; a second later it is 03:00 MDT.
    expect(boardToday(new Date('2026-03-08T08:59:59Z'))).toBe('2026-03-08');
    expect(boardToday(new Date('2026-03-08T09:00:00Z'))).toBe('2026-03-08');
    // Late evening: 23:30 MDT on March 8 is 05:30 UTC on March 9.
    expect(boardToday(new Date('2026-03-09T05:30:00Z'))).toBe('2026-03-08');
    expect(boardToday(new Date('2026-03-09T06:00:00Z'))).toBe('2026-03-09');
    // The evening before the change is still MST (UTC-7): 23:30 on March 7 is 06:30 UTC on March 8.
    expect(boardToday(new Date('2026-03-08T06:30:00Z'))).toBe('2026-03-07');
    expect(boardToday(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08');
  });

  it('reads today in the board zone on both sides of the autumn change (America/Denver, 2026-11-01)', () => {
    // 01:30 happens twice: 07:30 UTC (MDT) and 08:30 UTC (MST); both are November 1.
    expect(boardToday(new Date('2026-11-01T07:30:00Z'))).toBe('2026-11-01');
    expect(boardToday(new Date('2026-11-01T08:30:00Z'))).toBe('2026-11-01');
    // Midnight before the change is MDT (UTC-6), midnight after it MST (UTC-7).
    expect(boardToday(new Date('2026-11-01T05:59:59Z'))).toBe('2026-10-31');
    expect(boardToday(new Date('2026-11-01T06:00:00Z'))).toBe('2026-11-01');
    expect(boardToday(new Date('2026-11-02T06:59:59Z'))).toBe('2026-11-01');
    expect(boardToday(new Date('2026-11-02T07:00:00Z'))).toBe('2026-11-02');
  });

  it('finds the first moment of a board day across both changes', () => {
    expect(boardDayStart('2026-03-08').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(boardDayStart('2026-03-09').toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(boardDayStart('2026-11-01').toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(boardDayStart('2026-11-02').toISOString()).toBe('2026-11-02T07:00:00.000Z');
    expect(boardDayStart('2026-06-30', 'Pacific/Honolulu').toISOString()).toBe('2026-06-30T10:00:00.000Z');
  });

  it('counts program years from July 1 in the board zone', () => {
    expect(programYearOfDate('2026-06-30')).toBe(2025);
    expect(programYearOfDate('2026-07-01')).toBe(2026);
    expect(programYearBounds(2025)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    // 05:00 UTC on July 1 is 23:00 MDT on June 30.
    expect(boardProgramYear(new Date('2026-07-01T05:00:00Z'))).toBe(2025);
    expect(boardProgramYear(new Date('2026-07-01T06:00:00Z'))).toBe(2026);
  });

  it('answers a repeated minute from the last result only for the same zone', () => {
    const instant = new Date('2026-04-01T03:30:00Z');
    expect(boardDateOf(instant, 'America/Denver')).toBe('2026-03-31');
    expect(boardDateOf(instant, 'Asia/Tokyo')).toBe('2026-04-01');
    expect(boardDateOf(new Date('2026-04-01T03:30:59Z'), 'America/Denver')).toBe('2026-03-31');
    expect(boardDateOf(new Date('2026-04-01T06:00:00Z'), 'America/Denver')).toBe('2026-04-01');
  });

  it('follows a non-default zone: New York and Honolulu', () => {
    const instant = new Date('2026-04-01T03:30:00Z');
    expect(boardDateOf(instant, 'America/New_York')).toBe('2026-03-31');
    expect(boardDateOf(instant, 'America/Denver')).toBe('2026-03-31');
    expect(boardDateOf(new Date('2026-04-01T04:30:00Z'), 'America/New_York')).toBe('2026-04-01');
    setBoardTimeZone('Pacific/Honolulu');
    // Honolulu keeps UTC-10 all year: 09:59 UTC on April 1 is still March 31 there.
    expect(boardToday(new Date('2026-04-01T09:59:00Z'))).toBe('2026-03-31');
    expect(boardToday(new Date('2026-04-01T10:00:00Z'))).toBe('2026-04-01');
    expect(boardProgramYear(new Date('2026-07-01T09:00:00Z'))).toBe(2025);
  });
});
