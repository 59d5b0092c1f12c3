// The reminders' and notifications' pages, apart from the barrel (index.ts) so the staff header's bell links to them
// without loading the reminder form (issue #30).
export const remindersPagePath = '/profile/reminders';
export const notificationsPagePath = '/profile/notifications';
