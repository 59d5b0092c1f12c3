import type { RouteObject } from 'react-router';

/** Editing a customer (issue #26), inside the staff layout beside the record it belongs to. */
export const customerProfileRouteObjects: RouteObject[] = [
  {
    path: 'workflows/customer-information/:id/edit',
    lazy: async () => ({ Component: (await import('./EditCustomerPage')).EditCustomerPage }),
  },
];
