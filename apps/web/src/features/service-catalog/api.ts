import {
  serviceCatalogPaths as paths,
  type ProgramBody,
  type ServiceBody,
  type ServiceTypeBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

export const serviceCatalogKeys = { all: ['service-catalog'] as const };

export const serviceCatalogQuery = queryOptions({
  queryKey: serviceCatalogKeys.all,
  queryFn: ({ signal }) => client.get(paths.catalog, { signal }),
  // The page shows its own load error with a retry.
  meta: { silent: true },
});

export type CatalogKind = 'serviceType' | 'service' | 'program';

export interface CatalogBodies {
  serviceType: ServiceTypeBody;
  service: ServiceBody;
  program: ProgramBody;
}

/** Create (id null) or update one row of a kind: its route and body from the document. */
const saveRow = {
  serviceType: (id: number | null, body: ServiceTypeBody) =>
    id === null ? client.post(paths.serviceTypes, { body }) : client.put(paths.serviceType, { params: { id }, body }),
  service: (id: number | null, body: ServiceBody) =>
    id === null ? client.post(paths.services, { body }) : client.put(paths.service, { params: { id }, body }),
  program: (id: number | null, body: ProgramBody) =>
    id === null ? client.post(paths.programs, { body }) : client.put(paths.program, { params: { id }, body }),
};

/** Creates (id null) or updates a row of the catalogue, then reloads the catalogue. */
export function useSaveCatalogRow<K extends CatalogKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CatalogBodies[K] }) =>
      // TypeScript cannot correlate saveRow[kind] with CatalogBodies[K]; each entry is typed from the document.
      (saveRow[kind] as (id: number | null, body: CatalogBodies[K]) => Promise<unknown>)(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceCatalogKeys.all }),
  });
}
