import type { ComponentProps } from 'react';
import { MatchFiltersForm } from './MatchFiltersForm';
import { MatchList } from './MatchList';

interface MatchOpportunitiesProps {
  filters: ComponentProps<typeof MatchFiltersForm>;
  list: ComponentProps<typeof MatchList>;
}

/** The opportunities' filters and list, whose code (fields, selects, cards) MyCareerPage fetches beside the list. */
export function MatchOpportunities({ filters, list }: MatchOpportunitiesProps) {
  return (
    <>
      <MatchFiltersForm {...filters} />
      <MatchList {...list} />
    </>
  );
}
