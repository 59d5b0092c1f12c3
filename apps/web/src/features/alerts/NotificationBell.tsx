import { ActionIcon, Indicator } from '@mantine/core';
import { alertTexts } from '@portal/contracts/alerts-constants';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { IconBell } from '../../ui/icons';
import { OptionalPart } from '../../ui/OptionalPart';
import { unreadAlertsQuery } from '../reminders/bellQueries';

// The popover (Mantine's Popover with floating-ui, Tabs, the reminders' and alerts' lists, about 45 KiB gzip) loads as
// the header renders, after the first paint: every staff page's header has the bell (issue #30).
const NotificationPopover = lazy(async () => ({
  default: (await import('./NotificationPopover')).NotificationPopover,
}));

/**
 * The staff header's bell (spec 2.9): the unread alert count (polled every 10 s while visible) on a button that opens
 * the popover of reminders and notifications. A click before the popover's code arrives is kept: it opens as it mounts.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const alerts = useQuery(unreadAlertsQuery());
  const unread = alerts.data?.unread ?? 0;
  const bell = (
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
  );
  return (
    // The Indicator wraps the popover so its target (which gets aria-expanded) is the button itself.
    <Indicator label={unread} disabled={unread === 0} size={18} color="red.9" offset={4}>
      <OptionalPart fallback={bell}>
        <Suspense fallback={bell}>
          <NotificationPopover target={bell} opened={opened} onChange={setOpened} />
        </Suspense>
      </OptionalPart>
    </Indicator>
  );
}
