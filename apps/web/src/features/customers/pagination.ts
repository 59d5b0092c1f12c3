export type PageItem = number | 'ellipsis';

/**
 * Spec 2.3 / 9: the first two pages, the last two, and those within two of the current page are shown; each
 * run of hidden pages collapses to one ellipsis.
 */
export function pageItems(current: number, last: number): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= last; page += 1) {
    const shown = page <= 2 || page > last - 2 || Math.abs(page - current) <= 2;
    if (shown) items.push(page);
    else if (items.at(-1) !== 'ellipsis') items.push('ellipsis');
  }
  return items;
}
