import type { CustomerSearchResponse } from '@portal/contracts';

export type SearchMode = 'mine' | 'elsewhere';
export type SearchStatus = 'not-searched' | 'found-mine' | 'found-elsewhere' | 'not-found';

/** Spec 2.3's four search statuses, from the mode of the last search and its answer (null: none yet). */
export function searchStatus(mode: SearchMode, result: CustomerSearchResponse | null | 'failed'): SearchStatus {
  if (result === null) return 'not-searched';
  if (result === 'failed' || result.total === 0) return 'not-found';
  return mode === 'mine' ? 'found-mine' : 'found-elsewhere';
}
