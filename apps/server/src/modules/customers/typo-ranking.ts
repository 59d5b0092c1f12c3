/**
 * Ranking of misspelt-name candidates (docs/decisions/0026-typo-search-ranking.md): by edit distance to the name as
 * typed first, then by trigram similarity. The candidates (at most a few hundred distinct names) come from the
 * database's indexes; the distance is computed here, where it costs the database nothing.
 */

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbouring letters
 * each count one (a swap is the commonest typing error; Levenshtein would count it two).
 */
export function osaDistance(a: string, b: string): number {
  if (a === b) return 0;
  const m = a.length;
  const n = b.length;
  if (m === 0) return n;
  if (n === 0) return m;
  // Three rows: the one before the previous is needed for a swap.
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i += 1) {
    current[0] = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[n]!;
}

/**
 * Distance between a normalised query and a normalised name: the query as typed or with its words swapped ("last,
 * first"), against the whole name and, when the query has fewer words, against the best run of as many of its words
 * ("smtih" against "mary smith"). A match against part of the name counts half an edit more than a whole one.
 */
export function nameDistance(queries: readonly string[], name: string): number {
  const words = name.split(' ');
  let best = Infinity;
  for (const query of queries) {
    best = Math.min(best, osaDistance(query, name));
    const count = query.split(' ').length;
    for (let start = 0; count < words.length && start + count <= words.length; start += 1) {
      best = Math.min(best, osaDistance(query, words.slice(start, start + count).join(' ')) + 0.5);
    }
  }
  return best;
}

const maxDistance = 10;

/** One number the statement sorts by (descending): fewer edits first, then, among equals, more similar trigrams. */
export function score(distance: number, partial: boolean, similarity: number): number {
  return maxDistance - Math.min(maxDistance, distance + (partial ? 0.5 : 0)) + similarity / 10;
}

export interface Candidates {
  name: string;
  swapped: string;
  names: string[];
  sims: number[];
}

/** The candidate names, best first, each with its score. */
export function rankNames(candidates: Candidates): { name: string; score: number }[] {
  const queries = candidates.swapped === candidates.name ? [candidates.name] : [candidates.name, candidates.swapped];
  return candidates.names
    .map((name, index) => {
      const distance = nameDistance(queries, name);
      return { name, score: score(distance, false, candidates.sims[index] ?? 0) };
    })
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
