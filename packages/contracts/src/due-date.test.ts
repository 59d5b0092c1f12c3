import { afterEach, describe, expect, it } from 'vitest';
import { defaultBoardTimeZone, setBoardTimeZone } from './board-time.ts';
import { dueDateWording } from './due-date.ts';

afterEach(() => setBoardTimeZone(defaultBoardTimeZone));

describe('due date wording (spec: Not set, N day(s) ago!, Today!, In N day(s)!, month/day/year)', () => {
  it('counts calendar days from the given today', () => {
    expect(dueDateWording(null, '2026-11-28')).toBe('Not set');
    expect(dueDateWording('', '2026-11-28')).toBe('Not set');
    expect(dueDateWording('2026-11-27', '2026-11-28')).toBe('1 day ago!');
    expect(dueDateWording('2026-11-18', '2026-11-28')).toBe('10 days ago!');
    expect(dueDateWording('2026-11-28', '2026-11-28')).toBe('Today!');
    expect(dueDateWording('2026-11-29', '2026-11-28')).toBe('In 1 day!');
    expect(dueDateWording('2026-12-01', '2026-11-28')).toBe('In 3 days!');
    expect(dueDateWording('2026-12-02', '2026-11-28')).toBe('12/02/2026');
  });

  it('counts days, not 24-hour periods, across both daylight-saving changes (America/Denver)', () => {
    expect(dueDateWording('2026-03-09', '2026-03-07')).toBe('In 2 days!');
    expect(dueDateWording('2026-11-02', '2026-10-31')).toBe('In 2 days!');
    // An instant is read as its board day: 11:30 PM MST on November 1 is 06:30 UTC on November 2.
    expect(dueDateWording('2026-11-02T06:30:00.000Z', '2026-11-01')).toBe('Today!');
    expect(dueDateWording('2026-03-09T05:30:00.000Z', '2026-03-08')).toBe('Today!');
  });

  it('reads an instant in a non-default board zone (Pacific/Honolulu)', () => {
    setBoardTimeZone('Pacific/Honolulu');
    expect(dueDateWording('2026-04-01T09:30:00.000Z', '2026-03-31')).toBe('Today!');
    expect(dueDateWording('2026-04-01T10:30:00.000Z', '2026-03-31')).toBe('In 1 day!');
  });
});
