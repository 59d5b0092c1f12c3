import { availableSorts } from '@portal/contracts';
import type { OccupationFilters } from './filters';
import { OpportunityFiltersForm } from './OpportunityFiltersForm';

interface OccupationFiltersFormProps {
  filters: OccupationFilters;
  /** What the keyword field shows (it reaches `filters` after the debounce). */
  keywordInput: string;
  onKeywordInput: (value: string) => void;
  /** Applies the typed keyword at once (Enter). */
  onKeywordSubmit: () => void;
  onChange: (changes: Partial<OccupationFilters>) => void;
  onClear: () => void;
  hasMatchData: boolean;
}

/** The finder's filters: keyword, education, cluster, salary, sort and the saved-only switch, plus Clear. */
export function OccupationFiltersForm({ filters, hasMatchData, onChange, ...keyword }: OccupationFiltersFormProps) {
  // With match data the default order is best match first (spec 5), so there is no separate 'Relevance'.
  const sorts = hasMatchData ? availableSorts(true) : (['relevance', ...availableSorts(false)] as const);
  return (
    <OpportunityFiltersForm
      name="occupations"
      values={{ ...filters, clusters: filters.cluster }}
      sorts={sorts}
      defaultSort="relevance"
      onChange={({ clusters, brightOutlook: _unused, ...changes }) =>
        onChange({ ...changes, ...(clusters ? { cluster: clusters } : {}) })
      }
      {...keyword}
    />
  );
}
