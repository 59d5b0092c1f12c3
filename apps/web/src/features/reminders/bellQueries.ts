// The staff header bell's polled queries, apart from api.ts (the reminders page's and form's calls) so every staff page's
// header loads only these and the reminders' constants, not Zod's schemas (issue #30). api.ts re-exports them.
import { alertPaths, reminderLimits, reminderPaths } from '@portal/contracts/alerts-constants';
import { queryOptions } from '@tanstack/react-query';
import { client as http } from '../../platform/api-client';

/** Polled every 10 s while the page is visible (spec 7, 9), retried 3 times: a reminder turns overdue on screen. */
export const polling = {
  refetchInterval: reminderLimits.pollMs,
  refetchIntervalInBackground: false,
  retry: reminderLimits.pollRetry,
} as const;

export const notificationRemindersQuery = (enabled = true) =>
  queryOptions({
    queryKey: ['reminders', 'notifications'],
    queryFn: ({ signal }) => http.get(reminderPaths.notifications, { signal }),
    enabled,
    ...polling,
  });

export const unreadAlertsQuery = () =>
  queryOptions({
    queryKey: ['alerts', 'unread'],
    queryFn: ({ signal }) => http.get(alertPaths.list, { query: { unread: '1', perPage: 5 }, signal }),
    ...polling,
  });
