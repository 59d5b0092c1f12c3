import { dashboardPaths } from '@portal/contracts';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;

describeAccessMatrix(
  'dashboard widgets',
  Object.entries(dashboardPaths).map(([name, path]) => ({
    method: 'GET' as const,
    url: () => path,
    // The Referrals widget is on both dashboards: a customer reads their own counts.
    allowed: path === dashboardPaths.referrals ? [...staff, 'customer', 'anotherCustomer'] : staff,
    name: `${name} (${path})`,
  })),
);
