import { opportunitySorts } from '@portal/contracts';
import { OpportunityFiltersForm } from '../occupations/OpportunityFiltersForm';
import type { MatchFilters } from './filters';

// Best match is the default order here (spec 5: match-desc is the default when the user has data).
const sorts = ['match-desc', ...opportunitySorts.filter((sort) => sort !== 'match-desc')] as const;

interface MatchFiltersFormProps {
  filters: MatchFilters;
  keywordInput: string;
  onKeywordInput: (value: string) => void;
  onKeywordSubmit: () => void;
  onChange: (changes: Partial<MatchFilters>) => void;
  onClear: () => void;
}

/** My Career's filters: the finder's, plus Bright Outlook only, with best match first by default. */
export function MatchFiltersForm({ filters, ...rest }: MatchFiltersFormProps) {
  return <OpportunityFiltersForm name="matches" values={filters} sorts={sorts} defaultSort="match-desc" {...rest} />;
}
