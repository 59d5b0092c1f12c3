/** Staff spec 3's paged envelope (data, current_page, last_page, from, to, total, per_page). */
export function pagedResult<T>(data: T[], page: number, perPage: number, total: number) {
  const from = data.length === 0 ? null : (page - 1) * perPage + 1;
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + data.length - 1,
    total,
    per_page: perPage,
  };
}

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
export const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
