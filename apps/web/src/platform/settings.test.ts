import {
  boardTimeZone,
  defaultBoardTimeZone,
  defaultClientSettings,
  setBoardTimeZone,
  todayIso,
} from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/queryClient';
import { mockFetch } from '../test/fetchMock';
import { formatReminderDate } from '../features/reminders/ReminderParts';
import { settingsQuery } from './settings';

afterEach(() => {
  vi.unstubAllGlobals();
  setBoardTimeZone(defaultBoardTimeZone);
});

const load = async (zone: string) => {
  mockFetch({ 'GET /settings': { body: { ...defaultClientSettings, board_time_zone: zone } } });
  await createQueryClient().fetchQuery(settingsQuery);
};

describe("the board's time zone from the client settings (issue #27)", () => {
  it("makes the date pickers' today and the reminders' clock the board's", async () => {
    // The default before the settings arrive: America/Denver.
    expect(todayIso(new Date('2026-04-01T03:30:00Z'))).toBe('2026-03-31');
    expect(formatReminderDate('2026-11-01T16:30:00.000Z')).toBe('11/01/2026 09:30 AM');
    await load('America/New_York');
    expect(boardTimeZone()).toBe('America/New_York');
    expect(todayIso(new Date('2026-04-01T03:30:00Z'))).toBe('2026-03-31');
    expect(todayIso(new Date('2026-04-01T04:30:00Z'))).toBe('2026-04-01');
    expect(formatReminderDate('2026-11-01T16:30:00.000Z')).toBe('11/01/2026 11:30 AM');
  });

  it('keeps the default when the server names a zone this browser does not know', async () => {
    await load('Mars/Olympus');
    expect(boardTimeZone()).toBe(defaultBoardTimeZone);
  });
});
