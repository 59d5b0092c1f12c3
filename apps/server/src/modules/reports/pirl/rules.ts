/**
 * How an element's value is written, a small closed set so that the element table (elements.ts) stays data. Each
 * kind turns the source value into the layout's text; '' is a blank cell.
 */
export type PirlRule =
  /** A number left-padded with zeros to the field's length (the unique individual identifier, OBS). */
  | { kind: 'padded'; length: number }
  /** Free text cut to the field's length. */
  | { kind: 'text'; maxLength: number }
  /** Our value (words) to the layout's code; a value missing from the map is invalid (a valid-value check fails). */
  | { kind: 'code'; codes: Readonly<Record<string, string>> }
  /** YYYY-MM-DD to YYYYMMDD. */
  | { kind: 'date' }
  /** 1 when the source (a value or a list) is or holds the value, else 0 (the program elements 903, 904, 905, 918:
   * a period's programs, so a co-enrolled person's one record flags each program). */
  | { kind: 'flag'; equals: string }
  /** One race of a list: 1 listed, 0 not listed; blank when nobody asked or the customer chose not to say. */
  | { kind: 'member'; value: string }
  /** Dollars with two decimals, no separators. */
  | { kind: 'money' };

export type PirlRuleKind = PirlRule['kind'];

/**
 * A scalar source value as text. The rules read strings, numbers and booleans (lists only through flag and member
 * rules); anything else is written as JSON rather than as '[object Object]'.
 */
export function scalarText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return JSON.stringify(value) ?? '';
  }
}

/** The value as the file writes it, or null when the source value has no code (a valid-value failure). */
export function formatValue(rule: PirlRule, value: unknown): string | null {
  if (value === null || value === undefined) return '';
  switch (rule.kind) {
    case 'padded':
      return scalarText(value).padStart(rule.length, '0');
    case 'text':
      return scalarText(value).slice(0, rule.maxLength);
    case 'code': {
      const key = typeof value === 'number' ? String(value) : (value as string);
      return Object.hasOwn(rule.codes, key) ? rule.codes[key]! : null;
    }
    case 'date':
      return (value as string).replaceAll('-', '');
    case 'flag':
      return (Array.isArray(value) ? value.map(String).includes(rule.equals) : scalarText(value) === rule.equals)
        ? '1'
        : '0';
    case 'member': {
      const list = value as string[];
      if (list.length === 0) return '';
      return list.includes(rule.value) ? '1' : '0';
    }
    case 'money':
      return (Math.round(Number(value) * 100) / 100).toFixed(2);
  }
}
