import { Button, Group, List, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { customerRecordMessages as messages, type CustomerRecord, type Restriction } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { handleApiError } from '../../platform/errors';
import { showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { restrictionOptionsQuery, useAddRestriction, useRemoveRestriction } from './api';
import { formatDateTime } from './format';

/** Spec 9: a restriction error message clears after 3 s. */
const errorTimeout = 3000;

interface Errors {
  flag?: string;
  note?: string;
}

/**
 * Spec 2.6: pick a flag, write the required note, Save Flag, confirm. The record's flags are listed; admins remove
 * them one at a time, each with its own confirmation (issue #23).
 */
export function RestrictionsPanel({ record, staffUserId }: { record: CustomerRecord; staffUserId: number }) {
  const options = useQuery(restrictionOptionsQuery);
  const add = useAddRestriction(record.id);
  const removeOne = useRemoveRestriction(record.id);
  const [flag, setFlag] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirm, setConfirm] = useState<'add' | Restriction | null>(null);
  const mayRemove = record.is_admin || record.is_agency_admin;

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

  const remove = (flag: Restriction) => {
    setConfirm(null);
    removeOne.mutate(flag.id, {
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
        </Group>
        <Text size="sm" c="dark.6" aria-live="polite">
          {record.restrictions.length === 0 ? 'No flags on this record.' : ''}
        </Text>
        {record.restrictions.length > 0 && (
          <List listStyleType="none" spacing="xs" aria-label="Flags on this record">
            {record.restrictions.map((restriction) => (
              <List.Item key={restriction.id}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Text size="sm">
                    <strong>{restriction.label}</strong> · {formatDateTime(restriction.created_at)} ·{' '}
                    {restriction.creator}
                  </Text>
                  {mayRemove && (
                    <Button
                      size="xs"
                      color="red.9"
                      variant="outline"
                      aria-label={`Remove flag ${restriction.label}, ${formatDateTime(restriction.created_at)}`}
                      loading={removeOne.isPending && removeOne.variables === restriction.id}
                      onClick={() => setConfirm(restriction)}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'add' ? 'Save Flag' : 'Remove flag'}
        message={
          confirm === 'add' || confirm === null
            ? `Add this flag to ${record.full_name}?`
            : `Remove the flag ${confirm.label} from ${record.full_name}?`
        }
        confirmLabel={confirm === 'add' ? 'Save Flag' : 'Remove'}
        cancelLabel="Cancel"
        destructive={confirm !== 'add'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => (confirm === 'add' ? save() : confirm && remove(confirm))}
      />
    </Paper>
  );
}
