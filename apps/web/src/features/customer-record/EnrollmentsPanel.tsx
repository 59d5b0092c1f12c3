import { Badge, Box, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { customerRecordMessages, type Enrollment } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { StackedTable } from '../../ui/StackedTable';
import { enrollmentsQuery } from './enrollments-api';
import { formatDateTime } from './format';
import { formatDay } from './format-day';

/** Spec 2.5: the customer's service-log enrolments, each with its status history and its service logs. */
export function EnrollmentsPanel({ customerId }: { customerId: number }) {
  const { data, isError, isFetching, refetch } = useQuery(enrollmentsQuery(customerId));
  // null: the server refused (403), which spec 6 ignores silently.
  if (data === null) return null;
  const enrollments = data?.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="enrollments-heading">
      <Title order={2} size="h3" id="enrollments-heading" mb="sm">
        Enrollments
      </Title>
      {isError && (
        <LoadError message={customerRecordMessages.enrollmentsFailed} onRetry={refetch} retrying={isFetching} />
      )}
      {data && enrollments.length === 0 && <EmptyState message={customerRecordMessages.noRecords} />}
      <Stack gap="md">
        {enrollments.map((enrollment) => (
          <EnrollmentCard key={enrollment.id} enrollment={enrollment} />
        ))}
      </Stack>
    </Paper>
  );
}

function EnrollmentCard({ enrollment }: { enrollment: Enrollment }) {
  const headingId = `enrollment-${enrollment.id}`;
  const [current, ...earlier] = enrollment.statuses.data;
  const logs = enrollment.serviceLogs.data;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Group gap="sm" mb={4}>
        <Title order={3} size="h4" id={headingId}>
          {enrollment.program.name}
        </Title>
        {current && (
          <Badge variant="light" c="dark.9" color={enrollment.exit_at ? 'gray' : 'green'}>
            {current.name}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dark.6">
        Enrolled {formatDay(enrollment.created_at)}
        {enrollment.service && ` through ${enrollment.service.name}`}
        {enrollment.exit_at && `; exited ${formatDay(enrollment.exit_at)}`}
      </Text>
      {current && (
        <Box mt="xs">
          <Text size="sm" fw={600}>
            Statuses
          </Text>
          <List size="sm">
            {[current, ...earlier].map((status) => (
              <List.Item key={`${status.name}-${status.created_at}`}>
                {status.name}, {formatDateTime(status.created_at)}
              </List.Item>
            ))}
          </List>
        </Box>
      )}
      <Text size="sm" fw={600} mt="xs">
        Service logs
      </Text>
      {logs.length === 0 ? (
        <Text size="sm">{customerRecordMessages.noRecords}</Text>
      ) : (
        <StackedTable aria-label={`Service logs for ${enrollment.program.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Title</Table.Th>
              <Table.Th scope="col">Service</Table.Th>
              <Table.Th scope="col">Location</Table.Th>
              <Table.Th scope="col">Logged by</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.map((log) => (
              <Table.Tr key={log.id}>
                <Table.Td data-label="Date">{formatDateTime(log.start_at)}</Table.Td>
                <Table.Td data-label="Title">{log.title}</Table.Td>
                <Table.Td data-label="Service">
                  <Group gap={6} wrap="nowrap">
                    <Box
                      aria-hidden
                      w={10}
                      h={10}
                      style={{ borderRadius: '50%', background: log.service.type.color, flexShrink: 0 }}
                    />
                    <span>
                      {log.service.name} ({log.service.type.name})
                    </span>
                  </Group>
                </Table.Td>
                <Table.Td data-label="Location">{log.location ?? 'Not given'}</Table.Td>
                <Table.Td data-label="Logged by">{log.created_by_user}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </Paper>
  );
}
