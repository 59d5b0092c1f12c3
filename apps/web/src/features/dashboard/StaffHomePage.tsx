import { Card, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser, staffRoleLabels } from '../../platform/auth';
import { PageTitle } from '../../ui/PageTitle';

/** The staff home: who is signed in. Figures come when their endpoints exist; nothing here is made up. */
export function StaffHomePage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const locations = user.locationIds.length;
  return (
    <Stack>
      <PageTitle title="Home" />
      <Title order={1}>Welcome, {user.name}</Title>
      <Card withBorder padding="lg" maw={480} component="section" aria-labelledby="account-heading">
        <Title order={2} size="h4" id="account-heading">
          Your account
        </Title>
        <dl>
          <Text component="dt" fw={600}>
            Name
          </Text>
          <Text component="dd" ms={0} mb="xs">
            {user.name}
          </Text>
          <Text component="dt" fw={600}>
            Role
          </Text>
          <Text component="dd" ms={0} mb="xs">
            {user.role ? staffRoleLabels[user.role] : 'Staff'}
          </Text>
          <Text component="dt" fw={600}>
            Email
          </Text>
          <Text component="dd" ms={0} mb="xs">
            {user.email}
          </Text>
          <Text component="dt" fw={600}>
            Locations
          </Text>
          <Text component="dd" ms={0}>
            {locations === 1 ? '1 location' : `${locations} locations`}
          </Text>
        </dl>
      </Card>
    </Stack>
  );
}
