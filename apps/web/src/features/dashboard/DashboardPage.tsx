import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { indicatorsRoute } from '@portal/contracts';
import { Link } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';
import { ExitingSoonWidget } from '../program-applications/ExitingSoonWidget';
import { CatalogWidget } from './widgets/CatalogWidget';
import { CustomerLoginWidget } from './widgets/CustomerLoginWidget';
import { EnrolledWidget } from './widgets/EnrolledWidget';
import { MyCustomersWidget } from './widgets/MyCustomersWidget';
import { ParticipantSearchWidget } from './widgets/ParticipantSearchWidget';
import { PortalUsageWidget } from './widgets/PortalUsageWidget';
import { ReferralsWidget } from './widgets/ReferralsWidget';
import { RemindersWidget } from './widgets/RemindersWidget';
import { StaffOutcomesWidget } from './widgets/StaffOutcomesWidget';

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
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        <ParticipantSearchWidget />
        <MyCustomersWidget />
        <CustomerLoginWidget />
        <PortalUsageWidget />
        <EnrolledWidget />
        <ExitingSoonWidget />
        <StaffOutcomesWidget />
        <ReferralsWidget />
        <CatalogWidget />
        <RemindersWidget />
      </SimpleGrid>
    </Stack>
  );
}
