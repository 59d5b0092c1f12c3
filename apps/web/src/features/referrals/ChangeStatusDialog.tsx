import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { referralDefaults, referralMessages, toastCatalogue, type ReferralOption } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api';
import { laterModule } from '../../platform/laterModule';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { LaterStringSelect } from '../../ui/LaterStringSelect';
import { useUpdateStatuses } from './api';

/** The change's schema, fetched after the page paints instead of with it (#30); Save waits for it. */
const loadSchema = laterModule(() =>
  import('@portal/contracts/referrals').then((module) => module.referralUpdateStatusesBodySchema),
);

interface ChangeStatusDialogProps {
  opened: boolean;
  referralIds: number[];
  statuses: ReferralOption[];
  onClose: () => void;
  /** After a change the server accepted: the list reloads. */
  onChanged: () => void;
}

/**
 * 'Change Status for Referrals' (staff spec 2.10, 4, 5): status required, notes optional. On success the dialog
 * closes and the list reloads; on failure the server's message shows in the dialog.
 */
export function ChangeStatusDialog({ opened, referralIds, statuses, onClose, onChanged }: ChangeStatusDialogProps) {
  const update = useUpdateStatuses();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ status?: string; note?: string }>({});
  const { reset } = update;
  useEffect(() => {
    if (!opened) return;
    setStatus('');
    setNote('');
    setErrors({});
    reset();
  }, [opened, reset]);

  useEffect(() => void loadSchema().catch(() => undefined), []);

  async function save() {
    const body = { referral_ids: referralIds, status, note: note.trim() === '' ? null : note };
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      return showErrorToast(toastCatalogue.unexpected);
    }
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const next: { status?: string; note?: string } = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0];
        if (key === 'status' || key === 'note') next[key] ??= issue.message;
      }
      setErrors(next);
      if (Object.keys(next).length > 0) return;
    }
    update.mutate(body, {
      onSuccess: (result) => {
        if (!result.success) return;
        showSuccessToast(result.message);
        onChanged();
        onClose();
      },
      onError: (error) => {
        if (!isApiError(error, 422)) return;
        const fieldErrors = error.body?.errors ?? {};
        setErrors({ status: fieldErrors.status?.[0], note: fieldErrors.note?.[0] });
      },
    });
  }

  const serverMessage = serverMessageOf(update.data, update.error);

  return (
    <Modal opened={opened} onClose={onClose} title={referralMessages.changeStatusTitle} centered>
      <Stack gap="sm">
        <Text size="sm">
          {referralIds.length === 1 ? '1 referral selected.' : `${referralIds.length} referrals selected.`}
        </Text>
        <LaterStringSelect
          label="Status"
          withAsterisk
          placeholder="Select a status"
          data={statuses}
          value={status}
          error={errors.status}
          onChange={(next) => {
            setStatus(next);
            setErrors((current) => ({ ...current, status: undefined }));
          }}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={3}
          maxLength={referralDefaults.noteMax}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {serverMessage && (
          <Alert color="red" variant="light" role="alert">
            {serverMessage}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The server's own words for a refusal; null when its 422 is shown at the Status or Notes field instead. */
function serverMessageOf(data: { success: boolean; message: string } | undefined, error: unknown): string | null {
  if (data && !data.success) return data.message;
  if (!error) return null;
  if (!isApiError(error)) return toastCatalogue.unexpected;
  const fieldErrors = error.body?.errors ?? {};
  const elsewhere = Object.entries(fieldErrors)
    .filter(([key]) => key !== 'status' && key !== 'note')
    .map(([, messages]) => messages[0])
    .filter((message): message is string => Boolean(message));
  if (elsewhere.length > 0) return elsewhere.join(' ');
  if (error.status === 422 && (fieldErrors.status || fieldErrors.note)) return null;
  return error.body?.message || toastCatalogue.unexpected;
}
