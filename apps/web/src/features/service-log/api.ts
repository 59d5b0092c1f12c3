import { groupPaths, reminderPaths, serviceTrackerPaths as paths, customerRecordPaths } from '@portal/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client as http, type BodyInput } from '../../platform/api-client';

export interface TrackerFilters {
  customer: number | null;
  professionals: number[];
  createdOn: string;
  endAt: string;
  serviceType: number | null;
  service: number | null;
  program: number | null;
}

function logsQueryParams(filters: TrackerFilters, page: number, cursor: string | null) {
  return {
    page,
    cursor: cursor || undefined,
    'created_by[]': filters.professionals,
    created_on: filters.createdOn || undefined,
    end_at: filters.endAt || undefined,
    serviceTypeValue: filters.serviceType || undefined,
    serviceNameValue: filters.service || undefined,
    programValue: filters.program || undefined,
    customerValue: filters.customer || undefined,
  };
}

/** The timeline: one keyset page per scroll step. */
export const logsQuery = (filters: TrackerFilters) =>
  infiniteQueryOptions({
    queryKey: ['service-log', 'logs', filters],
    initialPageParam: { page: 1, cursor: null as string | null },
    queryFn: ({ pageParam, signal }) =>
      http.get(paths.logs, { query: logsQueryParams(filters, pageParam.page, pageParam.cursor), signal }),
    getNextPageParam: (last) => (last.nextCursor ? { page: last.currentPage + 1, cursor: last.nextCursor } : undefined),
  });

export const serviceTypesQuery = queryOptions({
  queryKey: ['service-log', 'service-types'],
  queryFn: ({ signal }) => http.get(paths.serviceTypes, { signal }),
  staleTime: 60_000,
});

export const contactTypesQuery = queryOptions({
  queryKey: ['service-log', 'contact-types'],
  queryFn: ({ signal }) => http.get(paths.contactTypes, { signal }),
  staleTime: 60_000,
});

export const formOptionsQuery = queryOptions({
  queryKey: ['service-log', 'form-options'],
  queryFn: ({ signal }) => http.get(paths.formOptions, { signal }),
  staleTime: 60_000,
});

export const programsQuery = (serviceIds: number[]) =>
  queryOptions({
    queryKey: ['service-log', 'programs', serviceIds],
    queryFn: ({ signal }) => http.get(paths.servicePrograms, { query: { 'ids[]': serviceIds }, signal }),
    enabled: serviceIds.length > 0,
  });

export const eligibilityQuery = (customerId: number | null) =>
  queryOptions({
    queryKey: ['service-log', 'eligibility', customerId],
    queryFn: ({ signal }) => http.get(paths.eligibility, { params: { id: customerId ?? 0 }, signal }),
    enabled: customerId !== null,
  });

export async function searchCustomers(query: string) {
  const result = await http.post(reminderPaths.customers, { body: { query } });
  return result.data.map((row) => ({ value: String(row.id), label: row.full_name }));
}

export async function searchGroups(query: string, signal?: AbortSignal) {
  const result = await http.get(groupPaths.search, { query: { query }, signal });
  return result.data.map((row) => ({ value: String(row.id), label: row.name }));
}

export async function searchContacts(groupId: number, type: 'customer' | 'staff', query: string) {
  const result = await http.get(groupPaths.contactSearch, { params: { id: groupId }, query: { type, query } });
  return result.data.map((row) => ({ value: String(row.id), label: row.name }));
}

export function useStoreLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof paths.store, 'post'>) => http.post(paths.store, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['service-log'] }),
  });
}

export function useLogActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['service-log', 'logs'] });
  return {
    updateEnd: useMutation({
      mutationFn: ({ id, end_at, min_at }: { id: number; end_at: string; min_at: string }) =>
        http.post(paths.log, { params: { id }, body: { end_at, min_at } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => http.delete(paths.log, { params: { id } }),
      onSuccess: refresh,
    }),
    addNote: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) =>
        http.post(paths.notes, { params: { id }, body: { body } }),
      onSuccess: refresh,
    }),
    editNote: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) =>
        http.put(paths.note, { params: { id }, body: { body } }),
      onSuccess: refresh,
    }),
  };
}

export const groupsQuery = queryOptions({
  queryKey: ['service-log', 'groups'],
  queryFn: ({ signal }) => http.get(groupPaths.list, { signal }),
});

export const groupQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['service-log', 'group', id],
    queryFn: ({ signal }) => http.get(groupPaths.item, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });

export function useGroupActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['service-log'] });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; location_id: number | null }) => http.post(groupPaths.list, { body }),
      onSuccess: refresh,
    }),
    addMember: useMutation({
      mutationFn: ({ id, customerId }: { id: number; customerId: number }) =>
        http.post(groupPaths.members, { params: { id }, body: { customer_id: customerId } }),
      onSuccess: refresh,
    }),
    removeMember: useMutation({
      mutationFn: ({ id, customerId }: { id: number; customerId: number }) =>
        http.delete(groupPaths.member, { params: { id, customerId } }),
      onSuccess: refresh,
    }),
    setContact: useMutation({
      mutationFn: ({
        id,
        type,
        contactId,
      }: {
        id: number;
        type: 'customer' | 'staff' | null;
        contactId: number | null;
      }) => http.put(groupPaths.contact, { params: { id }, body: { contact_type: type, contact_id: contactId } }),
      onSuccess: refresh,
    }),
  };
}

/** A preset customer's name (the record banner's full_name), for the customer pickers. */
export const customerNameQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['service-log', 'customer-name', id],
    queryFn: ({ signal }) => http.get(customerRecordPaths.record, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: 60_000,
  });
