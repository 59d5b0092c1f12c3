import type { RouteObject } from 'react-router';
import { lazyPage } from '../../platform/lazyPage';

/** Merge duplicates inside the staff layout (issue #26): the compare page and the page that polls the merge. */
export const customerMergeRouteObjects: RouteObject[] = [
  {
    path: 'customers/merge',
    Component: lazyPage(() => import('./MergeComparePage'), 'MergeComparePage'),
  },
  {
    path: 'customers/merge/:mergeId',
    Component: lazyPage(() => import('./MergePollPage'), 'MergePollPage'),
  },
];
