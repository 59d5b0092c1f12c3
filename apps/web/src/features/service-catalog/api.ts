import {
  serviceCatalogPath,
  serviceCatalogPaths as paths,
  type ProgramBody,
  type ServiceBody,
  type ServiceCatalogResponse,
  type ServiceTypeBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

export const serviceCatalogKeys = { all: ['service-catalog'] as const };

export const serviceCatalogQuery = queryOptions({
  queryKey: serviceCatalogKeys.all,
  queryFn: ({ signal }) => api.get<ServiceCatalogResponse>(paths.catalog, { signal }),
  // The page shows its own load error with a retry.
  meta: { silent: true },
});

export type CatalogKind = 'serviceType' | 'service' | 'program';

interface Bodies {
  serviceType: ServiceTypeBody;
  service: ServiceBody;
  program: ProgramBody;
}

const collection = { serviceType: paths.serviceTypes, service: paths.services, program: paths.programs } as const;
const item = { serviceType: paths.serviceType, service: paths.service, program: paths.program } as const;

/** Creates (id null) or updates a row of the catalogue, then reloads the catalogue. */
export function useSaveCatalogRow<K extends CatalogKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Bodies[K] }) =>
      id === null
        ? api.post<{ id: number }>(collection[kind], body)
        : api.put<{ id: number }>(serviceCatalogPath(item[kind], { id }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceCatalogKeys.all }),
  });
}
