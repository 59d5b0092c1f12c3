/**
 * The search form of a title, stored in `occupation_titles.normalized`: compatibility-decomposed
 * (NFKD) with the combining marks removed (so "Café" and "cafe" meet), lower-cased, and with runs
 * of white space collapsed to one space. The occupation search applies the same function to the
 * keyword, so stored titles and queries always agree.
 */
export function normalizeTitle(title: string): string {
  return title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
