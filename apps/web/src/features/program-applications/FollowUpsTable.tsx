import { Badge, Button, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { latestTodayIso, type FollowUp } from '@portal/contracts';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { StackedTable } from '../../ui/StackedTable';
import { formatDay } from '../customer-record/format-day';
import { FollowUpForm } from './FollowUpForm';

function state(followUp: FollowUp, today: string) {
  if (followUp.answered_at) return { label: 'Answered', color: 'green' };
  return followUp.due_on <= today ? { label: 'Due', color: 'orange' } : { label: 'Upcoming', color: 'gray' };
}

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'Yes' : 'No');
const quarterName = (followUp: FollowUp) => (followUp.quarter === 2 ? '2nd' : '4th');

interface FollowUpsTableProps {
  customerId: number;
  followUps: FollowUp[];
  readOnly: boolean;
}

/**
 * The follow-ups of the 2nd and 4th quarter after each exit; each is also a reminder for the case manager. A due one
 * is answered here.
 */
export function FollowUpsTable({ customerId, followUps, readOnly }: FollowUpsTableProps) {
  const today = latestTodayIso();
  const [answering, setAnswering] = useState<FollowUp | null>(null);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Follow-ups after exit
      </Title>
      {followUps.length === 0 ? (
        <EmptyState message="No follow-ups yet. An exit plans them for the 2nd and 4th quarter after it." />
      ) : (
        <StackedTable aria-label="Follow-ups after exit">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Program</Table.Th>
              <Table.Th scope="col">Quarter after exit</Table.Th>
              <Table.Th scope="col">Due</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Employed</Table.Th>
              <Table.Th scope="col">Credential</Table.Th>
              {!readOnly && (
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {followUps.map((followUp) => {
              const shown = state(followUp, today);
              return (
                <Table.Tr key={followUp.id}>
                  <Table.Td data-label="Program">{followUp.program_name}</Table.Td>
                  <Table.Td data-label="Quarter after exit">{quarterName(followUp)}</Table.Td>
                  <Table.Td data-label="Due">{formatDay(followUp.due_on)}</Table.Td>
                  <Table.Td data-label="Status">
                    <Badge variant="light" color={shown.color} c="dark.9">
                      {shown.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-label="Employed">{yesNo(followUp.employed)}</Table.Td>
                  <Table.Td data-label="Credential">{yesNo(followUp.credential_attained)}</Table.Td>
                  {!readOnly && (
                    <Table.Td data-label="Actions">
                      {shown.label === 'Due' && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setAnswering(followUp)}
                          aria-label={`Answer the ${quarterName(followUp)} quarter follow-up for ${followUp.program_name}`}
                        >
                          Answer
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </StackedTable>
      )}
      <Modal
        opened={answering !== null}
        onClose={() => setAnswering(null)}
        title={answering ? `${quarterName(answering)} quarter follow-up: ${answering.program_name}` : ''}
        size="lg"
        centered
      >
        {answering && (
          <FollowUpForm
            key={answering.id}
            customerId={customerId}
            followUp={answering}
            onDone={() => setAnswering(null)}
          />
        )}
      </Modal>
      <Text size="xs" c="dark.6">
        Each follow-up is a reminder for the case manager on its due day.
      </Text>
    </Stack>
  );
}
