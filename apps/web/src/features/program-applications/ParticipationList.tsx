import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { exitReasonLabels, type ProgramEnrollment } from '@portal/contracts';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { formatDay } from '../customer-record/format-day';
import { ExitForm } from './ExitForm';

interface ParticipationListProps {
  customerId: number;
  enrollments: ProgramEnrollment[];
  readOnly: boolean;
}

/** The enrollments with their exit: recorded or automatic with its reason, or when it would exit by itself. */
export function ParticipationList({ customerId, enrollments, readOnly }: ParticipationListProps) {
  const [exiting, setExiting] = useState<ProgramEnrollment | null>(null);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Enrollments and exits
      </Title>
      {enrollments.length === 0 && <EmptyState message="No enrollments yet. Logging an enrolling service opens one." />}
      {enrollments.map((enrollment) => (
        <Paper key={enrollment.id} withBorder p="sm" component="article" aria-label={enrollment.program_name}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2}>
              <Group gap="sm" wrap="wrap">
                <Text fw={600}>{enrollment.program_name}</Text>
                {enrollment.exit_at ? (
                  <Badge variant="light" color="gray" c="dark.9">
                    Exited
                  </Badge>
                ) : (
                  <Badge variant="light" color="green" c="dark.9">
                    Participating
                  </Badge>
                )}
                {!enrollment.exit_at && enrollment.automatic_exit_on && (
                  <Badge variant="light" color="orange" c="dark.9">
                    About to exit
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dark.6">
                Started {formatDay(enrollment.started_at)}
                {enrollment.last_service_at && `; last service ${formatDay(enrollment.last_service_at)}`}
              </Text>
              {enrollment.exit_at && (
                <Text size="sm">
                  {enrollment.exit_kind === 'automatic' ? 'Exited automatically' : 'Exit recorded'} on{' '}
                  {formatDay(enrollment.exit_at)}
                  {enrollment.exit_reason && `: ${exitReasonLabels[enrollment.exit_reason]}`}
                </Text>
              )}
              {!enrollment.exit_at && enrollment.automatic_exit_on && (
                <Text size="sm">
                  Exits automatically on {formatDay(enrollment.automatic_exit_on)} unless a service is given or planned.
                </Text>
              )}
            </Stack>
            {!readOnly && (
              <Button variant="default" onClick={() => setExiting(enrollment)}>
                {enrollment.exit_at ? 'Edit exit' : 'Record exit'}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      <Modal
        opened={exiting !== null}
        onClose={() => setExiting(null)}
        title={exiting ? `${exiting.exit_at ? 'Edit' : 'Record'} the exit from ${exiting.program_name}` : ''}
        centered
      >
        {exiting && (
          <ExitForm key={exiting.id} customerId={customerId} enrollment={exiting} onDone={() => setExiting(null)} />
        )}
      </Modal>
      <Text size="xs" c="dark.6">
        An enrollment exits by itself after 90 days without a service and none planned, dated back to its last service.
      </Text>
    </Stack>
  );
}
