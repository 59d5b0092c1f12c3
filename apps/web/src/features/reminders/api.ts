import {
  alertPaths,
  boardOffsetMinutes,
  groupPaths,
  reminderLimits,
  reminderPath,
  reminderPaths,
  type AlertList,
  type Reminder,
  type ReminderBodyInput,
  type ReminderList,
  type ReminderNotifications,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

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

function listUrl(filters: ReminderFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page) });
  if (filters.reminderDate) {
    params.set('reminderDate', filters.reminderDate);
    params.set('timezone_offset', String(boardOffsetMinutes(filters.reminderDate)));
  }
  if (filters.status) params.set('status', filters.status);
  if (filters.inSupportOf) params.set('inSupportOf', filters.inSupportOf);
  if (filters.includeDeleted) params.set('includeDeleted', '1');
  return `${reminderPaths.list}?${params.toString()}`;
}

/** Polled every 10 s while the page is visible (spec 7, 9), retried 3 times: a reminder turns overdue on screen. */
const polling = {
  refetchInterval: reminderLimits.pollMs,
  refetchIntervalInBackground: false,
  retry: reminderLimits.pollRetry,
} as const;

export const remindersQuery = (filters: ReminderFilters, page: number) =>
  queryOptions({
    queryKey: ['reminders', 'list', filters, page],
    queryFn: ({ signal }) => api.get<ReminderList>(listUrl(filters, page), { signal }),
    ...polling,
  });

export const notificationRemindersQuery = (enabled = true) =>
  queryOptions({
    queryKey: ['reminders', 'notifications'],
    queryFn: ({ signal }) => api.get<ReminderNotifications>(reminderPaths.notifications, { signal }),
    enabled,
    ...polling,
  });

export const unreadAlertsQuery = () =>
  queryOptions({
    queryKey: ['alerts', 'unread'],
    queryFn: ({ signal }) => api.get<AlertList>(`${alertPaths.list}?unread=1&perPage=5`, { signal }),
    ...polling,
  });

export const alertsQuery = (page: number) =>
  queryOptions({
    queryKey: ['alerts', 'all', page],
    queryFn: ({ signal }) => api.get<AlertList>(`${alertPaths.list}?page=${page}`, { signal }),
  });

function useInvalidateReminders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['reminders'] });
}

export function useSaveReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ReminderBodyInput }) =>
      id
        ? api.put<{ data: Reminder; message: string }>(reminderPath(reminderPaths.item, id), body)
        : api.post<{ data: Reminder; message: string }>(reminderPaths.list, body),
    onSuccess: invalidate,
  });
}

export type ReminderTransition = 'complete' | 'snooze' | 'delete';

export function useReminderTransition() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReminderTransition }) =>
      action === 'delete'
        ? api.delete<{ data: Reminder; message: string }>(reminderPath(reminderPaths.item, id))
        : api.post<{ data: Reminder; message: string }>(
            reminderPath(action === 'complete' ? reminderPaths.complete : reminderPaths.snooze, id),
          ),
    onSuccess: invalidate,
  });
}

export function useMarkAlertRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ unread: number }>(alertPaths.read.replace(':id', String(id))),
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
    const result = await api.post<{ data: { id: number; full_name: string }[] }>(reminderPaths.customers, { query });
    return result.data.map((row) => ({ value: String(row.id), label: row.full_name }));
  }
  const result = await api.get<{ data: { id: number; name: string }[] }>(
    `${groupPaths.search}?query=${encodeURIComponent(query)}`,
    { signal },
  );
  return result.data.map((row) => ({ value: String(row.id), label: row.name }));
}
