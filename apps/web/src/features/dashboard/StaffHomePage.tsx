import { Card, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useCurrentUser, staffRoleLabels } from '../../platform/auth';
import { PageTitle } from '../../ui/PageTitle';

/** The staff home: who is signed in. Figures come when their endpoints exist; nothing here is made up. */
export function StaffHomePage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const locations = user.locationIds.length;
  const details: Array<[string, string]> = [
    ['Name', user.name],
    ['Role', user.role ? staffRoleLabels[user.role] : 'Staff'],
    ['Email', user.email],
    ['Locations', locations === 1 ? '1 location' : `${locations} locations`],
  ];
  return (
    <Stack>
      <PageTitle title="Home" />
      <Title order={1}>Welcome, {user.name}</Title>
      <Card withBorder padding="lg" maw={480} component="section" aria-labelledby="account-heading">
        <Title order={2} size="h4" id="account-heading">
          Your account
        </Title>
        <dl>
          {details.map(([term, value], index) => (
            <Fragment key={term}>
              <Text component="dt" fw={600}>
                {term}
              </Text>
              <Text component="dd" ms={0} mb={index < details.length - 1 ? 'xs' : 0}>
                {value}
              </Text>
            </Fragment>
          ))}
        </dl>
      </Card>
    </Stack>
  );
}
