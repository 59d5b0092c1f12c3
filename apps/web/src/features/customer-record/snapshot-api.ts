import { customerSnapshotPaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

export function customerSnapshotQuery(id: number) {
  return queryOptions({
    queryKey: ['customer-record', id, 'snapshot'] as const,
    queryFn: ({ signal }) => client.get(customerSnapshotPaths.snapshot, { params: { id }, signal }),
    // The page says why it cannot show the snapshot (not found, not allowed).
    meta: { silent: true },
  });
}
