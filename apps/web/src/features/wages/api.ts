import { wagePaths as paths, type WageCreateBody } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

export const wageKeys = {
  all: ['wages'] as const,
  list: (customerId: number, page: number) => ['wages', 'list', customerId, page] as const,
  onet: (query: string) => ['wages', 'onet', query] as const,
};

export const wagesPerPage = 10;

export function wageListQuery(customerId: number, page: number) {
  return queryOptions({
    queryKey: wageKeys.list(customerId, page),
    queryFn: ({ signal }) =>
      client.get(paths.list, { params: { customerId }, query: { page, per_page: wagesPerPage }, signal }),
    // Staff spec 8: a failed wage list also shows 'Failed to Update'.
    meta: { silent: true },
  });
}

/** O*NET occupations by title (the onet_code picker). */
export function onetSearchQuery(query: string) {
  return queryOptions({
    queryKey: wageKeys.onet(query),
    queryFn: ({ signal }) => client.get(paths.onetSearch, { query: { query }, signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

export function createWage(body: WageCreateBody) {
  return client.post(paths.create, { body });
}

/** A manual record sends every field; an external one only is_job_relevant (staff spec 4). */
export function updateWage(id: number, body: Record<string, unknown>) {
  return client.post(paths.update, { params: { id }, body: { ...body, _method: 'PUT' } });
}
