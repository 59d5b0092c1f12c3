import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  catalogReferralBodySchema,
  referralDefaults,
  referralMessages,
  toastCatalogue,
  type ServiceDirectoryResource,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api';
import { showSuccessToast } from '../../platform/toasts';
import { useAskForReferral } from './api';

/** The server's words for a refusal (409 already asked, 422, 403...), else the generic text. */
export function refusalMessage(error: unknown): string {
  if (isApiError(error)) {
    const fieldMessage = Object.values(error.body?.errors ?? {})[0]?.[0];
    return fieldMessage ?? error.body?.message ?? toastCatalogue.unexpected;
  }
  return toastCatalogue.unexpected;
}

/** A customer asks their case managers for a referral to the service of a result, with an optional note. */
export function AskReferralDialog({
  resource,
  onClose,
}: {
  resource: ServiceDirectoryResource | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const ask = useAskForReferral();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const { reset } = ask;
  useEffect(() => {
    setNote('');
    setNoteError(undefined);
    reset();
  }, [resource, reset]);

  function send() {
    if (!resource) return;
    const body = { service_id: resource.id, note: note.trim() === '' ? null : note };
    const checked = catalogReferralBodySchema.safeParse(body);
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message);
      return;
    }
    ask.mutate(body, {
      onSuccess: (created) => {
        showSuccessToast(created.message || referralMessages.requested);
        void queryClient.invalidateQueries({ queryKey: ['referrals'] });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        onClose();
      },
    });
  }

  return (
    <Modal opened={resource !== null} onClose={onClose} title="Ask for a referral" centered>
      {resource && (
        <Stack gap="sm">
          <Text>
            Your case manager will be asked to refer you to <strong>{resource.name}</strong> (
            {resource.organization_name}).
          </Text>
          <Textarea
            label="Note (optional)"
            description="Anything your case manager should know."
            autosize
            minRows={2}
            maxLength={referralDefaults.noteMax}
            value={note}
            error={noteError}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {ask.isError && (
            <Alert color="red" variant="light" role="alert">
              {refusalMessage(ask.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={send} loading={ask.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
