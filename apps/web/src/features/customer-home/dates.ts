/** "Nov 2026" (participant spec: Last Updated, short month and year), in the language shown. */
export function shortMonthYear(iso: string, locale = 'en-US'): string {
  return new Date(iso).toLocaleDateString(locale, { month: 'short', year: 'numeric' });
}
