import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { customerRecordRoute, dashboardRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTerminology } from '../../../platform/settings';
import { EmptyState } from '../../../ui/EmptyState';
import { myCustomersQuery } from '../api';
import { WidgetCard } from './WidgetCard';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The customers the signed-in staff user is a case manager of. */
export function MyCustomersWidget() {
  const { customers } = useTerminology();
  const { data, isPending, isError, refetch } = useQuery(myCustomersQuery());
  const title = `My ${customers}`;
  return (
    <WidgetCard
      viewAll={dashboardRoutes.myCustomers}
      title={title}
      subtitle={data && data.total > data.data.length ? `${data.data.length} of ${data.total}` : undefined}
      loading={isPending}
      retryFailedLoad={isError ? refetch : undefined}
    >
      {!data || data.data.length === 0 ? (
        <EmptyState message="No records available" />
      ) : (
        <Stack component="ul" gap="sm" mt="sm" p={0} style={{ listStyle: 'none' }}>
          {data.data.map((row) => (
            <Group component="li" key={row.id} gap="sm" wrap="nowrap">
              <Avatar src={row.avatar_url} alt="" radius="xl" color="blue">
                {initials(row.full_name)}
              </Avatar>
              <div>
                <Anchor component={Link} to={customerRecordRoute(row.id)} fw={600}>
                  {row.full_name}
                </Anchor>
                {row.email && (
                  <Text size="sm" c="dark.6">
                    {row.email}
                  </Text>
                )}
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
