/** A column sort: one column at a time, ascending or descending; `null` is the table's default order. */
export interface ColumnSort<Key extends string = string> {
  key: Key;
  order: 'asc' | 'desc';
}

/**
 * Forms spec 4 and 9: clicking a column cycles ascending → descending → none. Clicking another column starts it
 * ascending and drops the previous one (single column).
 */
export function nextSort<Key extends string>(current: ColumnSort<Key> | null, clicked: Key): ColumnSort<Key> | null {
  if (!current || current.key !== clicked) return { key: clicked, order: 'asc' };
  return current.order === 'asc' ? { key: clicked, order: 'desc' } : null;
}

/** The header's aria-sort for a column. */
export function ariaSortOf<Key extends string>(
  current: ColumnSort<Key> | null,
  key: Key,
): 'ascending' | 'descending' | 'none' {
  if (!current || current.key !== key) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}
