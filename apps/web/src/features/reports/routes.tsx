import type { RouteObject } from 'react-router';

/** The reports screens inside the staff layout (issue #28): report types and runs, and one run with its result. */
export const reportsRouteObjects: RouteObject[] = [
  {
    path: 'reports',
    lazy: async () => ({ Component: (await import('./ReportsPage')).ReportsPage }),
  },
  {
    path: 'reports/runs/:id',
    lazy: async () => ({ Component: (await import('./RunPage')).RunPage }),
  },
];
