import type { Formatters } from '../../platform/i18n';

/** Growth in percent with its sign, e.g. "+9.5%", "-2%", "0%" (in the language shown: "+9,5 %" in Spanish). */
export function formatGrowth(rate: number, format: Formatters): string {
  const text = format.number(Number(rate.toFixed(1)) / 100, { style: 'percent', maximumFractionDigits: 1 });
  return rate > 0 ? `+${text}` : text;
}
