import { ActionIcon, Anchor, Button, Group, Indicator, Popover, Stack, Tabs, Text } from '@mantine/core';
import { alertTexts, reminderMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../platform/settings';
import { EmptyState } from '../../ui/EmptyState';
import { IconBell } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { notificationsPagePath, remindersPagePath } from '../reminders/paths';
import { notificationRemindersQuery, unreadAlertsQuery } from '../reminders/api';
import { ReminderDate, ReminderStatusBadge } from '../reminders/ReminderParts';
import { AlertItem } from './AlertItem';

// The reminder form (its fields, validation and pickers) loads when Create Reminder is pressed, not with every staff
// page's header (issue #30).
const ReminderFormModal = lazy(async () => ({
  default: (await import('../reminders/ReminderFormModal')).ReminderFormModal,
}));

/**
 * The staff header's bell (spec 2.9): the unread alert count, and a popover with the Reminders tab (only with the
 * reminders flag) and Notifications, See All links and Create Reminder. Both lists poll every 10 s while visible.
 */
export function NotificationBell() {
  const remindersOn = useSettings().feature_flags.reminders === true;
  const [opened, setOpened] = useState(false);
  const [creating, setCreating] = useState(false);
  // Once opened, the form stays mounted so it closes with its transition.
  const [formWanted, setFormWanted] = useState(false);
  if (creating && !formWanted) setFormWanted(true);
  const alerts = useQuery(unreadAlertsQuery());
  const reminders = useQuery(notificationRemindersQuery(remindersOn));
  const unread = alerts.data?.unread ?? 0;
  const close = () => setOpened(false);

  return (
    <>
      {/* The Indicator wraps the popover so its target (which gets aria-expanded) is the button itself. */}
      <Indicator label={unread} disabled={unread === 0} size={18} color="red.9" offset={4}>
        <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-label={unread > 0 ? `${alertTexts.title}, ${unread} unread` : alertTexts.title}
              onClick={() => setOpened((value) => !value)}
              data-testid="notification-bell"
            >
              <IconBell size={22} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Tabs defaultValue={remindersOn ? 'reminders' : 'notifications'}>
              <Tabs.List grow>
                {remindersOn && <Tabs.Tab value="reminders">{alertTexts.remindersTab}</Tabs.Tab>}
                <Tabs.Tab value="notifications">{alertTexts.title}</Tabs.Tab>
              </Tabs.List>
              {remindersOn && (
                <Tabs.Panel value="reminders" pt="sm">
                  {reminders.isError ? (
                    <LoadError what="your reminders" onRetry={reminders.refetch} retrying={reminders.isFetching} />
                  ) : reminders.data && reminders.data.reminders.length === 0 ? (
                    <EmptyState message={reminderMessages.widgetEmpty} />
                  ) : (
                    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {reminders.data?.reminders.map((reminder) => (
                        <Stack key={reminder.id} gap={2} component="li">
                          <Group gap="xs">
                            <ReminderStatusBadge reminder={reminder} />
                            <ReminderDate reminder={reminder} />
                          </Group>
                          <Text size="sm" fw={600}>
                            {reminder.title}
                          </Text>
                        </Stack>
                      ))}
                    </Stack>
                  )}
                  <Group justify="space-between" mt="sm">
                    <Anchor component={Link} to={remindersPagePath} size="sm" onClick={close}>
                      {alertTexts.seeAllReminders}
                    </Anchor>
                    <Button
                      size="xs"
                      onClick={() => {
                        close();
                        setCreating(true);
                      }}
                    >
                      {alertTexts.createReminder}
                    </Button>
                  </Group>
                </Tabs.Panel>
              )}
              <Tabs.Panel value="notifications" pt="sm">
                {alerts.isError ? (
                  <LoadError what="your alerts" onRetry={alerts.refetch} retrying={alerts.isFetching} />
                ) : alerts.data && alerts.data.alerts.length === 0 ? (
                  <EmptyState message={reminderMessages.alertsEmpty} />
                ) : (
                  <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {alerts.data?.alerts.map((alert) => (
                      <li key={alert.id}>
                        <AlertItem alert={alert} />
                      </li>
                    ))}
                  </Stack>
                )}
                <Anchor
                  component={Link}
                  to={notificationsPagePath}
                  size="sm"
                  mt="sm"
                  display="inline-block"
                  onClick={close}
                >
                  {alertTexts.seeAllAlerts}
                </Anchor>
              </Tabs.Panel>
            </Tabs>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      {formWanted && (
        <Suspense fallback={null}>
          <ReminderFormModal opened={creating} reminder={null} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
