import { Anchor, Button, Group, Popover, Stack, Tabs, Text } from '@mantine/core';
import { alertTexts, reminderMessages } from '@portal/contracts/reminders-constants';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../platform/settings';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { notificationsPagePath, remindersPagePath } from '../reminders/paths';
import { notificationRemindersQuery, unreadAlertsQuery } from '../reminders/bellQueries';
import { ReminderDate, ReminderStatusBadge } from '../reminders/ReminderParts';
import { AlertItem } from './AlertItem';

// The reminder form (its fields, validation and pickers) loads when Create Reminder is pressed, not with every staff
// page's header (issue #30).
const ReminderFormModal = lazy(async () => ({
  default: (await import('../reminders/ReminderFormModal')).ReminderFormModal,
}));

interface NotificationPopoverProps {
  /** The bell button (NotificationBell's), which opens and closes the popover. */
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The bell's popover (spec 2.9): the Reminders tab (only with the reminders flag) and Notifications, See All links and
 * Create Reminder. Both lists poll every 10 s while visible. NotificationBell loads this file as the header renders:
 * Mantine's Popover (with floating-ui), Tabs and the lists' parts are not on every staff page's first paint (#30).
 */
export function NotificationPopover({ target, opened, onChange }: NotificationPopoverProps) {
  const remindersOn = useSettings().feature_flags.reminders === true;
  const [creating, setCreating] = useState(false);
  // Once opened, the form stays mounted so it closes with its transition.
  const [formWanted, setFormWanted] = useState(false);
  if (creating && !formWanted) setFormWanted(true);
  const alerts = useQuery(unreadAlertsQuery());
  const reminders = useQuery(notificationRemindersQuery(remindersOn));
  const close = () => onChange(false);

  return (
    <>
      <Popover opened={opened} onChange={onChange} position="bottom-end" width={340} shadow="md" withinPortal>
        <Popover.Target>{target}</Popover.Target>
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
      {formWanted && (
        <Suspense fallback={null}>
          <ReminderFormModal opened={creating} reminder={null} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
