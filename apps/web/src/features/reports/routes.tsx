import type { RouteObject } from 'react-router';
import { lazyPage } from '../../platform/lazyPage';

/** The reports screens inside the staff layout (issue #28): report types and runs, and one run with its result. */
export const reportsRouteObjects: RouteObject[] = [
  {
    path: 'reports',
    Component: lazyPage(() => import('./ReportsPage'), 'ReportsPage'),
  },
  {
    path: 'reports/runs/:id',
    Component: lazyPage(() => import('./RunPage'), 'RunPage'),
  },
];
