import type { RouteObject } from 'react-router';
import { lazyPage } from '../../platform/lazyPage';

/**
 * The funding screens inside the staff layout (issue #25): the admin aggregate, the budgets and funds summary, and a
 * customer's obligations and expenses (forms spec 2: /transactions/{customer}). A customer id is digits, so
 * 'budgets' never reaches the customer page.
 */
export const fundingRouteObjects: RouteObject[] = [
  {
    path: 'transactions',
    Component: lazyPage(() => import('./AggregatePage'), 'AggregatePage'),
  },
  {
    path: 'transactions/budgets',
    Component: lazyPage(() => import('./FundsSummaryPage'), 'FundsSummaryPage'),
  },
  {
    path: 'transactions/:customerId',
    Component: lazyPage(() => import('./CustomerFundingPage'), 'CustomerFundingPage'),
  },
];
