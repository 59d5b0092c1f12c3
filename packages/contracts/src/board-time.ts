/**
 * The board's time zone (BOARD_TIME_ZONE, default America/Denver): the one calendar for "today", WIOA quarters,
 * program years, reminders, due dates and printed dates. The server sets it from its configuration at start; the
 * browser sets it from the client settings, so both read the same day.
 */

export const defaultBoardTimeZone = 'America/Denver';

let boardZone = defaultBoardTimeZone;

/** Whether `zone` is an IANA zone name this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Sets the process's (or the page's) board zone; an unknown zone is refused so it cannot silently fall back to UTC. */
export function setBoardTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new Error(`'${zone}' is not an IANA time zone (for example America/Denver)`);
  boardZone = zone;
}

export function boardTimeZone(): string {
  return boardZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function zonedParts(instant: Date, zone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/**
 * The last date computed, by zone and minute: "today" is asked for on every date field validated, and Intl's
 * formatToParts costs about ten times the UTC date. Offsets are whole minutes, so a day always begins on a minute.
 */
let lastDate = { zone: '', minute: Number.NaN, date: '' };

/** The calendar date (YYYY-MM-DD) of an instant in the board zone (or `zone`). */
export function boardDateOf(instant: Date | string | number, zone: string = boardZone): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  const minute = Math.floor(date.getTime() / 60_000);
  if (minute === lastDate.minute && zone === lastDate.zone) return lastDate.date;
  const parts = zonedParts(date, zone);
  const year = String(parts.year).padStart(4, '0');
  const found = `${year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  lastDate = { zone, minute, date: found };
  return found;
}

/** Today (YYYY-MM-DD) in the board zone. */
export function boardToday(now: Date = new Date(), zone: string = boardZone): string {
  return boardDateOf(now, zone);
}

/** The instant a board-zone day begins (midnight local; across a DST change, the first moment of that day). */
export function boardDayStart(isoDate: string, zone: string = boardZone): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const utcGuess = Date.UTC(year, month - 1, day);
  // The zone's offset at the guess, then once more at the corrected instant (the offset may differ across a change).
  let instant = utcGuess - offsetMs(new Date(utcGuess), zone);
  instant = utcGuess - offsetMs(new Date(instant), zone);
  return new Date(instant);
}

/** The zone's offset from UTC at an instant, in milliseconds (Denver in winter: -7 h). */
export function offsetMs(instant: Date, zone: string = boardZone): number {
  const p = zonedParts(instant, zone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The board zone's offset as Date#getTimezoneOffset gives it (minutes behind UTC: Denver in winter 420), at an
 * instant or, for a YYYY-MM-DD date, at noon that day (so a wall time on a day of a DST change keeps its day).
 */
export function boardOffsetMinutes(at: Date | string = new Date(), zone: string = boardZone): number {
  const instant = typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at) ? new Date(`${at}T12:00:00Z`) : new Date(at);
  return -Math.round(offsetMs(instant, zone) / 60_000);
}

/** The board-zone wall clock of an instant: its date and 24-hour time. */
export function boardWallTime(
  instant: Date | string | number,
  zone: string = boardZone,
): { date: string; hour: number; minute: number } {
  const date = instant instanceof Date ? instant : new Date(instant);
  const parts = zonedParts(date, zone);
  return { date: boardDateOf(date, zone), hour: parts.hour!, minute: parts.minute! };
}

/** The WIOA (calendar) quarter of a date: 1 for January-March ... 4 for October-December. */
export function quarterOf(isoDate: string): 1 | 2 | 3 | 4 {
  return (Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1) as 1 | 2 | 3 | 4;
}

/** The first day of the date's calendar quarter (YYYY-MM-DD). */
export function quarterStartOf(isoDate: string): string {
  const month = (quarterOf(isoDate) - 1) * 3 + 1;
  return `${isoDate.slice(0, 4)}-${String(month).padStart(2, '0')}-01`;
}

/** The program year (July 1 to June 30) of a date, by its starting year: 2025 for 2026-03-01. */
export function programYearOfDate(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  return Number(isoDate.slice(5, 7)) >= 7 ? year : year - 1;
}

/** The program year an instant falls in, read in the board zone (2026-07-01 05:00 UTC is still PY 2025 in Denver). */
export function boardProgramYear(instant: Date = new Date(), zone: string = boardZone): number {
  return programYearOfDate(boardDateOf(instant, zone));
}

/** The first and last day of a program year. */
export function programYearBounds(programYear: number): { from: string; to: string } {
  return { from: `${programYear}-07-01`, to: `${programYear + 1}-06-30` };
}
