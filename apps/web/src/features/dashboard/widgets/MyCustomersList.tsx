import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { customerRecordRoute, type MyCustomers } from '@portal/contracts';
import { Link } from 'react-router';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The My Customers widget's rows, each with its avatar and a link to the record. */
export function MyCustomersList({ rows }: { rows: MyCustomers['data'] }) {
  return (
    <Stack component="ul" gap="sm" mt="sm" p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
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
  );
}
