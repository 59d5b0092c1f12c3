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

/**
 * The footer's range (issue #23): 'Showing 11–20 of 33', the rows on this page and how many matched; a total the
 * server stopped counting at reads '500+'.
 */
export function showingText(page: { from: number | null; to: number | null; total: number; total_capped: boolean }) {
  const total = `${page.total.toLocaleString('en-US')}${page.total_capped ? '+' : ''}`;
  return `Showing ${page.from ?? 0}–${page.to ?? 0} of ${total}`;
}
