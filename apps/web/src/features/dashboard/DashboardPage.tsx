import { SimpleGrid, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
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
      <Title order={1}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        <ParticipantSearchWidget />
        <MyCustomersWidget />
        <CustomerLoginWidget />
        <PortalUsageWidget />
        <EnrolledWidget />
        <StaffOutcomesWidget />
        <ReferralsWidget />
        <RemindersWidget />
      </SimpleGrid>
    </Stack>
  );
}
