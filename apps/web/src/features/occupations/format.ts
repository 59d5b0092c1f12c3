const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export const formatSalary = (salary: number) => dollars.format(salary);
export const formatCount = (value: number) => count.format(value);

/** Growth in percent with its sign, e.g. "+9.5%", "-2%", "0%". */
export function formatGrowth(rate: number): string {
  const text = `${Number(rate.toFixed(1))}%`;
  return rate > 0 ? `+${text}` : text;
}
