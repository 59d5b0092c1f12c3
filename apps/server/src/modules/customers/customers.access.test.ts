import { customerPaths } from '@portal/contracts';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;

describeAccessMatrix('customers', [
  {
    method: 'POST',
    url: () => customerPaths.search,
    body: () => ({ query: 'rivera', search_type: 'name' }),
    allowed: staff,
    name: 'search (my location)',
  },
  {
    method: 'POST',
    url: () => customerPaths.search,
    body: () => ({ query: 'rivera', exclude_location_constraint: true }),
    allowed: staff,
    name: 'search (across locations)',
  },
  {
    method: 'POST',
    url: () => customerPaths.search,
    body: () => ({ query: 'rivera', show_no_location: true }),
    allowed: ['admin', 'agencyAdmin'],
    name: 'search (without a location)',
  },
]);
