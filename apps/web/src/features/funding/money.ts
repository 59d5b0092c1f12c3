/**
 * Dollars typed by a person, as integer cents, parsed from the text (never through a float): amounts are integer cents
 * end to end (issue #25). Fund amounts use the contracts' dollarsTextToCents (whole dollars, forms spec 5).
 */

/** A rate such as '18.50' or '18': dollars with at most two decimals, as cents; null when it is not one. */
export function parseDollarsToCents(text: string): number | null {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents back to the text a person types: 12345 → '123.45', 1200 → '12' (whole dollars lose the '.00'). */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const whole = Math.trunc(cents / 100);
  const fraction = cents % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Forms spec 5: a fund amount takes digits only ('.', '+' and '-' cannot be typed). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');
