import { Modal, Stack, Text } from '@mantine/core';
import type { CustomerMessage } from '@portal/contracts';
import { formatDateTime } from './format';

export interface MessageRecipient {
  name: string;
  email: string | null;
}

/** One sent message in full (staff spec 2.9 message viewer): From, To, Subject, Message, Send Date. */
export function MessageViewerDialog({
  message,
  recipient,
  onClose,
}: {
  message: CustomerMessage | null;
  recipient: MessageRecipient;
  onClose: () => void;
}) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Message" centered size="lg">
      {message && (
        <Stack gap="xs" component="dl" m={0}>
          <Field label="From" value={message.sender_name} />
          <Field label="To" value={recipient.email ? `${recipient.name} <${recipient.email}>` : recipient.name} />
          <Field label="Subject" value={message.subject} />
          <Field label="Message" value={message.body} preLine />
          <Field label="Send Date" value={formatDateTime(message.delivery.sent_at ?? message.created_at)} />
        </Stack>
      )}
    </Modal>
  );
}

function Field({ label, value, preLine = false }: { label: string; value: string; preLine?: boolean }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={700}>
        {label}
      </Text>
      <Text component="dd" ms={0} size="sm" style={preLine ? { whiteSpace: 'pre-line' } : undefined}>
        {value}
      </Text>
    </div>
  );
}
