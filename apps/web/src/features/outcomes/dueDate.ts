import { dueDateSoonDays, todayIso } from '@portal/contracts';

export type DueDate =
  | { kind: 'notSet' }
  | { kind: 'today' }
  | { kind: 'ago'; count: number }
  | { kind: 'in'; count: number }
  | { kind: 'date'; date: string };

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/**
 * The participant spec's due-date wording, as data: 'Not set' when none, 'N day(s) ago!' when past, 'Today!',
 * 'In N day(s)!' 1-3 days ahead, otherwise the date (month/day/year). Days are the board's calendar days, as
 * contracts/due-date.ts counts them for the English-only staff pages.
 */
export function dueDateOf(due: string | null, today: string = todayIso()): DueDate {
  if (!due || !/^\d{4}-\d{2}-\d{2}$/.test(due)) return { kind: 'notSet' };
  const days = dayNumber(due) - dayNumber(today);
  if (days < 0) return { kind: 'ago', count: -days };
  if (days === 0) return { kind: 'today' };
  if (days <= dueDateSoonDays) return { kind: 'in', count: days };
  return { kind: 'date', date: due };
}
