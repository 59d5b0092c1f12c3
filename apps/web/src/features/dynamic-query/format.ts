import { dynamicQueryMessages } from '@portal/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Forms spec 9: dates show as MM/dd/yyyy. */
export function formatDate(iso: string | null): string {
  if (!iso) return dynamicQueryMessages.emptyCell;
  // A date without a time is that calendar day wherever the browser is.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return dynamicQueryMessages.emptyCell;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** Forms spec 9: the last run shows as MM/dd/yyyy h:mmaaa with the time zone (11/24/2026 3:05pm UTC). */
export function formatLastRun(iso: string | null): string {
  if (!iso) return dynamicQueryMessages.emptyCell;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return dynamicQueryMessages.emptyCell;
  const hours = date.getHours();
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${pad(date.getMinutes())}${hours < 12 ? 'am' : 'pm'}`;
  return `${formatDate(iso)} ${clock} ${zone}`.trim();
}

/** Forms spec 8: an empty result cell shows a dash, one that cannot be shown a double dash. */
export function formatCell(value: unknown, type: 'str' | 'int' | 'bool' | 'date'): string {
  try {
    if (value === null || value === undefined || value === '') return dynamicQueryMessages.emptyCell;
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    if (type === 'date' && typeof value === 'string' && value !== '***') return formatDate(value);
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return dynamicQueryMessages.brokenCell;
  } catch {
    return dynamicQueryMessages.brokenCell;
  }
}
