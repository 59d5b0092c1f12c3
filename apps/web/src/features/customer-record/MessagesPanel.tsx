import { Badge, Button, Group, Pagination, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CustomerMessage } from '@portal/contracts';
import { deliveryLabel, messageCenterTexts } from '@portal/contracts/message-center-constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { StackedTable } from '../../ui/StackedTable';
import { formatDateTime } from './format';
import { MessageViewerDialog, type MessageRecipient } from './MessageViewerDialog';
import { customerMessagesQuery } from './messages-api';

const badgeColor: Record<CustomerMessage['delivery']['status'], string> = {
  no_email: 'gray',
  pending: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** The message center for one customer: what staff sent, newest first, and whether the email went out. */
export function MessagesPanel({ customerId, recipient }: { customerId: number; recipient: MessageRecipient }) {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<CustomerMessage | null>(null);
  const { data, isError, isFetching, refetch } = useQuery(customerMessagesQuery(customerId, page));
  const messages = data?.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="messages-heading">
      <Title order={2} size="h3" id="messages-heading" mb="sm">
        {messageCenterTexts.title}
      </Title>
      {isError && <LoadError message={messageCenterTexts.loadFailed} onRetry={refetch} retrying={isFetching} />}
      {data && messages.length === 0 && <EmptyState message={messageCenterTexts.empty} />}
      {messages.length > 0 && (
        <StackedTable aria-label={messageCenterTexts.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Message</Table.Th>
              <Table.Th scope="col">Sent by</Table.Th>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((message) => (
              <MessageRow key={message.id} message={message} onView={setViewing} />
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
      {data && data.lastPage > 1 && (
        <Group justify="center" mt="sm" component="nav" aria-label="Messages pages">
          <Pagination
            total={data.lastPage}
            value={page}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control === 'next' ? 'Next' : 'Previous'} page` })}
          />
        </Group>
      )}
      <MessageViewerDialog message={viewing} recipient={recipient} onClose={() => setViewing(null)} />
    </Paper>
  );
}

function MessageRow({ message, onView }: { message: CustomerMessage; onView: (message: CustomerMessage) => void }) {
  const { delivery } = message;
  return (
    <Table.Tr>
      {/* A long link or address in a message wraps instead of widening the table past a phone's screen. */}
      <Table.Td data-label="Message" style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={600}>
          {message.subject}
        </Text>
        <Text size="sm" c="dark.6" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
          {message.body}
        </Text>
      </Table.Td>
      <Table.Td data-label="Sent by">{message.sender_name}</Table.Td>
      <Table.Td data-label="Date">{formatDateTime(message.created_at)}</Table.Td>
      <Table.Td data-label="Email">
        <Badge variant="light" c="dark.9" color={badgeColor[delivery.status]}>
          {deliveryLabel(delivery)}
        </Badge>
        {delivery.status !== 'sent' && delivery.last_error && (
          <Text size="xs" c="dark.6" mt={4}>
            Last attempt: {delivery.last_error}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => onView(message)}
          aria-label={`View ${message.subject}`}
        >
          View
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
