import type { RouteObject } from 'react-router';
import { lazyPage } from '../../platform/lazyPage';

/** Editing a customer (issue #26), inside the staff layout beside the record it belongs to. */
export const customerProfileRouteObjects: RouteObject[] = [
  {
    path: 'workflows/customer-information/:id/edit',
    Component: lazyPage(() => import('./EditCustomerPage'), 'EditCustomerPage'),
  },
];
