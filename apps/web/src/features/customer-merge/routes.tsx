import type { RouteObject } from 'react-router';

/** Merge duplicates inside the staff layout (issue #26): the compare page and the page that polls the merge. */
export const customerMergeRouteObjects: RouteObject[] = [
  {
    path: 'customers/merge',
    lazy: async () => ({ Component: (await import('./MergeComparePage')).MergeComparePage }),
  },
  {
    path: 'customers/merge/:mergeId',
    lazy: async () => ({ Component: (await import('./MergePollPage')).MergePollPage }),
  },
];
