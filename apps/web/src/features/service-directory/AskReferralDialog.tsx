import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { catalogReferralBodySchema, referralDefaults, type ServiceDirectoryResource } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api';
import { i18n, useT } from '../../platform/i18n';
import { showSuccessToast } from '../../platform/toasts';
import { useAskForReferral } from './api';

/** The server's words for a refusal (409 already asked, 422, 403...), else the generic text. */
export function refusalMessage(error: unknown): string {
  if (isApiError(error)) {
    const fieldMessage = Object.values(error.body?.errors ?? {})[0]?.[0];
    return fieldMessage ?? error.body?.message ?? i18n.t('service-directory:ask.unexpected');
  }
  return i18n.t('service-directory:ask.unexpected');
}

/** A customer asks their case managers for a referral to the service of a result, with an optional note. */
export function AskReferralDialog({
  resource,
  onClose,
}: {
  resource: ServiceDirectoryResource | null;
  onClose: () => void;
}) {
  const { t } = useT('service-directory');
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
        // The server's words in English; the catalogue's in the language shown, or when the server sent none.
        showSuccessToast(i18n.language === 'en' && created.message ? created.message : t('ask.requested'));
        void queryClient.invalidateQueries({ queryKey: ['referrals'] });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        onClose();
      },
    });
  }

  return (
    <Modal opened={resource !== null} onClose={onClose} title={t('ask.title')} centered>
      {resource && (
        <Stack gap="sm">
          <Text>
            {t('ask.introStart')}
            <strong>{resource.name}</strong>
            {t('ask.introEnd', { organization: resource.organization_name })}
          </Text>
          <Textarea
            label={t('ask.note')}
            description={t('ask.noteHint')}
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
              {t('ask.cancel')}
            </Button>
            <Button onClick={send} loading={ask.isPending}>
              {t('ask.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
