import { outcomePaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

// The customer home's Outcomes widget query, apart from api.ts (which re-exports it): the home does not load the
// outcomes pages' queries and changes (#24).

export const outcomeKeys = {
  all: ['outcomes'] as const,
  widget: ['outcomes', 'widget'] as const,
  list: ['outcomes', 'list'] as const,
  available: ['outcomes', 'available'] as const,
  detail: (id: number) => ['outcomes', 'detail', id] as const,
  library: ['outcomes', 'library'] as const,
  staff: (page: number) => ['outcomes', 'staff', page] as const,
};

export const outcomesWidgetQuery = queryOptions({
  queryKey: outcomeKeys.widget,
  queryFn: ({ signal }) => client.get(outcomePaths.widget, { signal }),
  // The widget shows its own failure with a retry; no toast as well.
  meta: { silent: true },
});
