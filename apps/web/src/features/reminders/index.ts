// What other features may use of reminders: the dashboard widget's parts and the bell's.
export { notificationRemindersQuery, unreadAlertsQuery, alertsQuery, useMarkAlertRead } from './api';
export { formatReminderDate, ReminderDate, ReminderRowActions, ReminderStatusBadge } from './ReminderParts';
export { ReminderViewModal } from './laterDialogs';
export { ReminderFormModal } from './ReminderFormModal';

export { remindersPagePath, notificationsPagePath } from './paths';
