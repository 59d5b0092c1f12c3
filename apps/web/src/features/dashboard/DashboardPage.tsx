import { Anchor, Group, Stack, Title } from '@mantine/core';
import { indicatorsRoute } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';
import { Columns } from '../../ui/Columns';
import { CustomerLoginWidget } from './widgets/CustomerLoginWidget';
import { EnrolledWidget } from './widgets/EnrolledWidget';
import { MyCustomersWidget } from './widgets/MyCustomersWidget';
import { ParticipantSearchWidget } from './widgets/ParticipantSearchWidget';
import { PortalUsageWidget } from './widgets/PortalUsageWidget';

/**
 * The widgets below the fold (exiting soon, outcomes, referrals, catalog, reminders): their code is fetched after the
 * first paint, alongside the figures of the widgets above it (issue #30).
 */
const LowerWidgets = lazy(async () => ({ default: (await import('./widgets/LowerWidgets')).LowerWidgets }));

/** The staff dashboard (/dashboard): each widget loads its own figures and hides itself when its flag is off. */
export function DashboardPage() {
  return (
    <Stack>
      <PageTitle title="Dashboard" />
      <Group justify="space-between" align="baseline">
        <Title order={1}>Dashboard</Title>
        {/* The staff header has no room for another link (navigation.ts): the indicators are reached from here. */}
        <Anchor component={Link} to={indicatorsRoute}>
          Performance indicators
        </Anchor>
      </Group>
      <Columns cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        <ParticipantSearchWidget />
        <MyCustomersWidget />
        <CustomerLoginWidget />
        <PortalUsageWidget />
        <EnrolledWidget />
        <Suspense fallback={null}>
          <LowerWidgets />
        </Suspense>
      </Columns>
    </Stack>
  );
}
