/**
 * A day, e.g. "Mar 1, 2026". A date-only value (YYYY-MM-DD, e.g. a birthdate) is a calendar day, not an
 * instant, so it is shown as written whatever the browser's time zone.
 */
export function formatDay(value: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Date(dateOnly ? `${value}T00:00:00Z` : value).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  });
}
