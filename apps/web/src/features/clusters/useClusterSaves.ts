import type { ClusterResult } from '@portal/contracts';
import { useState } from 'react';
import { handleApiError } from '../../platform/errors';
import { useSaveClusterCall } from './clusterApi';

export interface ClusterSaves {
  isSaved: (clusterId: number) => boolean;
  toggle: (clusterId: number) => void;
}

/**
 * Save Cluster / Cluster Saved (spec 4): the toggle shows at once on click and the same save call is
 * made each time; the server's answer then confirms the state, and a failure puts it back.
 */
export function useClusterSaves(results: readonly ClusterResult[]): ClusterSaves {
  const [local, setLocal] = useState<Record<number, boolean>>({});
  const call = useSaveClusterCall();
  const fromServer = (clusterId: number) =>
    results.find((result) => result.cluster.data.id === clusterId)?.cluster.data.is_saved ?? false;
  const isSaved = (clusterId: number) => local[clusterId] ?? fromServer(clusterId);

  const toggle = (clusterId: number) => {
    const wanted = !isSaved(clusterId);
    setLocal((state) => ({ ...state, [clusterId]: wanted }));
    call.mutate(clusterId, {
      onSuccess: ({ data }) => setLocal((state) => ({ ...state, [clusterId]: data.is_saved })),
      onError: (error) => {
        setLocal((state) => ({ ...state, [clusterId]: !wanted }));
        handleApiError(error);
      },
    });
  };
  return { isSaved, toggle };
}
