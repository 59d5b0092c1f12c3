import { alertPaths, boardOffsetMinutes, groupPaths, reminderPaths, type ReminderBodyInput } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client as http } from '../../platform/api-client';
import { polling } from './bellQueries';

// The bell's queries are in bellQueries.ts (every staff page's header polls them); the rest import them from here.
export { notificationRemindersQuery, unreadAlertsQuery } from './bellQueries';

export interface ReminderFilters {
  reminderDate: string;
  status: string;
  inSupportOf: string;
  includeDeleted: boolean;
}

export const emptyReminderFilters: ReminderFilters = {
  reminderDate: '',
  status: '',
  inSupportOf: '',
  includeDeleted: false,
};

function listQuery(filters: ReminderFilters, page: number) {
  return {
    page,
    ...(filters.reminderDate
      ? { reminderDate: filters.reminderDate, timezone_offset: boardOffsetMinutes(filters.reminderDate) }
      : {}),
    status: filters.status || undefined,
    inSupportOf: filters.inSupportOf || undefined,
    includeDeleted: filters.includeDeleted ? ('1' as const) : undefined,
  };
}

export const remindersQuery = (filters: ReminderFilters, page: number) =>
  queryOptions({
    queryKey: ['reminders', 'list', filters, page],
    queryFn: ({ signal }) => http.get(reminderPaths.list, { query: listQuery(filters, page), signal }),
    ...polling,
  });

export const alertsQuery = (page: number) =>
  queryOptions({
    queryKey: ['alerts', 'all', page],
    queryFn: ({ signal }) => http.get(alertPaths.list, { query: { page }, signal }),
  });

function useInvalidateReminders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['reminders'] });
}

export function useSaveReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ReminderBodyInput }) =>
      id ? http.put(reminderPaths.item, { params: { id }, body }) : http.post(reminderPaths.list, { body }),
    onSuccess: invalidate,
  });
}

export type ReminderTransition = 'complete' | 'snooze' | 'delete';

export function useReminderTransition() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReminderTransition }) =>
      action === 'delete'
        ? http.delete(reminderPaths.item, { params: { id } })
        : http.post(action === 'complete' ? reminderPaths.complete : reminderPaths.snooze, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useMarkAlertRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(alertPaths.read, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['alerts'] }),
  });
}

export interface TargetOption {
  value: string;
  label: string;
}

/** In Support Of targets: customers (POST name search) or groups (the message center's group search). */
export async function searchTargets(type: 'customer' | 'group', query: string, signal?: AbortSignal) {
  if (type === 'customer') {
    const result = await http.post(reminderPaths.customers, { body: { query } });
    return result.data.map((row) => ({ value: String(row.id), label: row.full_name }));
  }
  const result = await http.get(groupPaths.search, { query: { query }, signal });
  return result.data.map((row) => ({ value: String(row.id), label: row.name }));
}
