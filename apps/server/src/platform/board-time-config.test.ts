import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

const env = (extra: Record<string, string>) => ({ NODE_ENV: 'test', ...extra });

describe('BOARD_TIME_ZONE (issue #27)', () => {
  it('defaults to America/Denver, which the 211 directory follows unless DIRECTORY_TIME_ZONE says otherwise', () => {
    const config = configFromEnv(env({}));
    expect([config.boardTimeZone, config.directoryTimeZone]).toEqual(['America/Denver', 'America/Denver']);
    const newYork = configFromEnv(env({ BOARD_TIME_ZONE: 'America/New_York' }));
    expect([newYork.boardTimeZone, newYork.directoryTimeZone]).toEqual(['America/New_York', 'America/New_York']);
    const split = configFromEnv(env({ BOARD_TIME_ZONE: 'America/New_York', DIRECTORY_TIME_ZONE: 'America/Chicago' }));
    expect([split.boardTimeZone, split.directoryTimeZone]).toEqual(['America/New_York', 'America/Chicago']);
  });

  it('refuses to start with a zone that is not IANA, naming the setting', () => {
    expect(() => configFromEnv(env({ BOARD_TIME_ZONE: 'Mountain' }))).toThrow(
      "BOARD_TIME_ZONE 'Mountain' is not an IANA time zone (for example America/Denver)",
    );
    expect(() => configFromEnv(env({ BOARD_TIME_ZONE: 'MST7MDT+' }))).toThrow(/BOARD_TIME_ZONE/);
  });
});
