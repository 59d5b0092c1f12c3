import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { customerRecordMessages as messages, toastCatalogue } from '@portal/contracts';
import { useState } from 'react';
import { isApiError } from '../../platform/api';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { useSendMessage } from './api';

interface Errors {
  message_subject?: string;
  body?: string;
}

interface SendMessageFormProps {
  customerId: number;
  userId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec 2.5 and 5: subject and body are required; the message goes to the message center and by email. Stays mounted
 * once opened, so a draft closed without sending is still there when the dialog opens again.
 */
export function SendMessageForm({ customerId, userId, opened, onClose }: SendMessageFormProps) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendMessage(customerId, userId);

  const close = () => {
    onClose();
    setErrors({});
  };
  const submit = () => {
    const found: Errors = {};
    if (!subject.trim()) found.message_subject = messages.subjectRequired;
    if (!body.trim()) found.body = messages.bodyRequired;
    setErrors(found);
    if (found.message_subject || found.body) return;
    send.mutate(
      { message_subject: subject, body },
      {
        onSuccess: () => {
          showSuccessToast(messages.messageSent);
          setSubject('');
          setBody('');
          close();
        },
        onError: (error) => {
          const fields = isApiError(error, 422) ? error.body?.errors : undefined;
          if (fields) setErrors({ message_subject: fields.message_subject?.[0], body: fields.body?.[0] });
          else showErrorToast(isApiError(error) ? error.message : toastCatalogue.unexpected);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Send message" centered>
      <Stack gap="sm">
        <TextInput
          label="Subject"
          required
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors.message_subject}
          data-autofocus
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={errors.body}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
