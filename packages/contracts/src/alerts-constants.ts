// What the staff header's bell needs of reminders-constants.ts (the reminders' and alerts' paths, the polling limits,
// the bell's texts), kept apart so every staff page's header loads only these (reminders-constants.ts re-exports them,
// #30).

/** Reminders and web alerts (staff spec 2.9, 3, 4, 5, 7, 9). */
export const reminderPaths = {
  list: '/internal-api/reminders',
  item: '/internal-api/reminders/:id',
  complete: '/internal-api/reminders/:id/complete',
  snooze: '/internal-api/reminders/:id/snooze',
  notifications: '/internal-api/reminders/notifications',
  users: '/internal-api/reminders/users/search',
  customers: '/internal-api/reminders/customers/name-search',
} as const;

export const alertPaths = {
  list: '/internal-api/alerts',
  read: '/internal-api/web-alerts/:id/read',
} as const;

export const reminderLimits = {
  title: 255,
  description: 5000,
  perPage: 10,
  widgetItems: 3,
  notificationItems: 10,
  /** Target searches: at least this many letters, after a pause of searchDebounceMs (spec 5, 9). */
  searchMinLength: 2,
  searchDebounceMs: 500,
  searchResults: 10,
  /** Bell and widget polling (spec 9: every 10 s, retry 3). */
  pollMs: 10_000,
  pollRetry: 3,
  /** Snooze moves the reminder this far from now (the spec names no duration; docs/spec-decisions.md). */
  snoozeMinutes: 60,
} as const;

export const alertTexts = {
  title: 'Notifications',
  remindersTab: 'Reminders',
  seeAllReminders: 'See All Reminders',
  seeAllAlerts: 'See All Alerts',
  createReminder: 'Create Reminder',
  markRead: 'Mark as read',
  unread: 'Unread',
  read: 'Read',
  /** The alert a reminder raises when it comes due. */
  overdueSubjectPrefix: 'Reminder overdue: ',
} as const;
