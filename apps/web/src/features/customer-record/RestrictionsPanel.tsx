import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { customerRecordMessages as messages, type CustomerRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { handleApiError } from '../../platform/errors';
import { showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { restrictionOptionsQuery, useAddRestriction, useRemoveRestrictions } from './api';

/** Spec 9: a restriction error message clears after 3 s. */
const errorTimeout = 3000;

interface Errors {
  flag?: string;
  note?: string;
}

/** Spec 2.6: pick a flag, write the required note, Save Flag, confirm. Admins may remove the flags. */
export function RestrictionsPanel({ record, staffUserId }: { record: CustomerRecord; staffUserId: number }) {
  const options = useQuery(restrictionOptionsQuery);
  const add = useAddRestriction(record.id);
  const removeAll = useRemoveRestrictions(record.id);
  const [flag, setFlag] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirm, setConfirm] = useState<'add' | 'remove' | null>(null);
  const mayRemove = (record.is_admin || record.is_agency_admin) && record.restrictions.length > 0;

  useEffect(() => {
    if (!errors.flag && !errors.note) return;
    const timer = setTimeout(() => setErrors({}), errorTimeout);
    return () => clearTimeout(timer);
  }, [errors]);

  const submit = () => {
    const found: Errors = {};
    if (!flag) found.flag = messages.flagRequired;
    if (!note.trim()) found.note = messages.noteRequired;
    setErrors(found);
    if (!found.flag && !found.note) setConfirm('add');
  };

  const save = () => {
    setConfirm(null);
    const body = { restriction_id: Number(flag), creator_user_id: staffUserId, narrative: note };
    add.mutate(body, {
      onSuccess: () => {
        showSuccessToast(messages.flagAdded);
        setFlag('');
        setNote('');
      },
      // Spec 8: a failed flag is silently ignored.
    });
  };

  const remove = () => {
    setConfirm(null);
    removeAll.mutate(undefined, {
      onSuccess: () => showSuccessToast(messages.flagRemoved(record.full_name)),
      onError: (error) => handleApiError(error),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="restrictions-heading">
      <Title order={2} size="h3" id="restrictions-heading" mb="sm">
        Flags
      </Title>
      <Stack gap="sm">
        <NativeSelect
          label="Flag"
          required
          value={flag}
          onChange={(event) => setFlag(event.currentTarget.value)}
          data={[
            { value: '', label: 'Select a flag' },
            ...(options.data ?? []).map((option) => ({ value: String(option.value), label: option.label })),
          ]}
          error={errors.flag}
        />
        <Textarea
          label="Note"
          required
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <Group>
          <Button onClick={submit} loading={add.isPending}>
            Save Flag
          </Button>
          {mayRemove && (
            <Button color="red.9" variant="outline" onClick={() => setConfirm('remove')} loading={removeAll.isPending}>
              Remove flags
            </Button>
          )}
        </Group>
        <Text size="sm" c="dark.6" aria-live="polite">
          {record.restrictions.length === 0 ? 'No flags on this record.' : ''}
        </Text>
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'remove' ? 'Remove flags' : 'Save Flag'}
        message={
          confirm === 'remove' ? `Remove every flag from ${record.full_name}?` : `Add this flag to ${record.full_name}?`
        }
        confirmLabel={confirm === 'remove' ? 'Remove' : 'Save Flag'}
        cancelLabel="Cancel"
        destructive={confirm === 'remove'}
        onCancel={() => setConfirm(null)}
        onConfirm={confirm === 'remove' ? remove : save}
      />
    </Paper>
  );
}
