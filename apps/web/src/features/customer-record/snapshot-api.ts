import { customerRecordPath, customerSnapshotPaths, type CustomerSnapshot } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

export function customerSnapshotQuery(id: number) {
  return queryOptions({
    queryKey: ['customer-record', id, 'snapshot'] as const,
    queryFn: ({ signal }) =>
      api.get<CustomerSnapshot>(customerRecordPath(customerSnapshotPaths.snapshot, { id }), { signal }),
    // The page says why it cannot show the snapshot (not found, not allowed).
    meta: { silent: true },
  });
}
