import { boardDateOf } from './board-time.ts';
import { formatUsDate, parseIsoDate, todayIso } from './dates-constants.ts';

/** Due date wording (participant spec, outcomes; staff spec constants), counted in the board's calendar days. */
export const dueDateTexts = {
  notSet: 'Not set',
  today: 'Today!',
  daysAgo: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} ago!`,
  inDays: (days: number) => `In ${days} ${days === 1 ? 'day' : 'days'}!`,
} as const;

/** How many days ahead still read 'In N day(s)!' (1 to 3); later due dates show as MM/dd/yyyy. */
export const dueDateSoonDays = 3;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/**
 * 'Not set', 'N day(s) ago!', 'Today!', 'In N day(s)!' (1-3 days ahead) or MM/dd/yyyy. A date (YYYY-MM-DD) is a
 * calendar day as written; an instant is read as its day in the board's time zone. Days are calendar days, so a due
 * date two days after a daylight-saving change is 'In 2 days!' although 47 hours remain.
 */
export function dueDateWording(due: string | null | undefined, today: string = todayIso()): string {
  if (!due) return dueDateTexts.notSet;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(due) ? due : boardDateOf(due);
  if (!parseIsoDate(day)) return dueDateTexts.notSet;
  const days = dayNumber(day) - dayNumber(today);
  if (days < 0) return dueDateTexts.daysAgo(-days);
  if (days === 0) return dueDateTexts.today;
  if (days <= dueDateSoonDays) return dueDateTexts.inDays(days);
  return formatUsDate(day);
}
