import { dashboardPaths } from '@portal/contracts';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;

describeAccessMatrix(
  'dashboard widgets',
  Object.entries(dashboardPaths).map(([name, path]) => ({
    method: 'GET' as const,
    url: () => path,
    allowed: staff,
    name: `${name} (${path})`,
  })),
);
