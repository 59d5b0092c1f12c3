/**
 * The one phone display (issue #29): spec 9's (###) ###-####. A US number given with its country code (1 + ten
 * digits, '+1 303 555 0100') shows without it; an extension ('x12', 'ext. 12') is kept as ' x12'. Anything else (a
 * partial or foreign number) shows as stored.
 */
export function formatPhoneDisplay(value: string): string {
  const [number = '', extension] = value.split(/\s*(?:x|ext\.?)\s*/i);
  const digits = number.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10 || /[^\d\s().+-]/.test(number)) return value;
  if (extension !== undefined && !/^\d{1,6}$/.test(extension)) return value;
  const shown = `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  return extension === undefined ? shown : `${shown} x${extension}`;
}
