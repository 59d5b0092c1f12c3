import { Button, Group, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { customerRecordMessages as messages, type CustomerRecord } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../platform/errors';
import { showErrorToast, showSuccessToast, toastDefaults } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useArchive, useDeleteCustomer, useEngagement } from './api';

/** Spec 2.5 and 6: Archive/Unarchive with can_archive, Delete with can_delete, engagement when tracked. */
export function RecordActions({ record, customerTerm }: { record: CustomerRecord; customerTerm: string }) {
  const archive = useArchive(record.id);
  const remove = useDeleteCustomer(record.id);
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const toggleArchive = () =>
    archive.mutate(undefined, {
      onSuccess: ({ status }) => showSuccessToast(status ? messages.unarchived : messages.archived),
      onError: () => showErrorToast(record.status ? messages.archiveFailed : messages.unarchiveFailed),
    });

  return (
    <Group gap="sm" align="flex-end">
      {record.can_archive && (
        <Button variant="default" onClick={toggleArchive} loading={archive.isPending}>
          {record.status ? 'Archive' : 'Unarchive'}
        </Button>
      )}
      {record.can_delete && (
        <Button color="red.9" onClick={() => setConfirmDelete(true)} loading={remove.isPending}>
          Delete
        </Button>
      )}
      {record.engagement_status_flag !== null && <EngagementControl record={record} />}
      <ConfirmDialog
        opened={confirmDelete}
        title={`Delete ${customerTerm}`}
        message={`Delete ${record.full_name}? The ${customerTerm.toLowerCase()} will only show in searches that include deleted records.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate(undefined, {
            onSuccess: () => {
              showSuccessToast(`${record.full_name} was deleted.`);
              void navigate('/customers');
            },
            onError: (error) => handleApiError(error),
          });
        }}
      />
    </Group>
  );
}

function EngagementControl({ record }: { record: CustomerRecord }) {
  const current = record.engagement_status_flag ? 'active' : 'idle';
  const [choice, setChoice] = useState(current);
  const engagement = useEngagement(record.id);
  const save = () => {
    const active = choice === 'active';
    // Spec 4: saved only when it changed; otherwise a warning.
    if (active === record.engagement_status_flag) {
      notifications.show({
        color: 'yellow',
        message: messages.engagementUnchanged,
        autoClose: toastDefaults.autoClose,
      });
      return;
    }
    engagement.mutate(active, {
      onSuccess: () => showSuccessToast(messages.engagementSet(active)),
      onError: () => showErrorToast(messages.engagementFailed),
    });
  };
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label="Engagement status"
        value={choice}
        onChange={(event) => setChoice(event.currentTarget.value)}
        data={[
          { value: 'active', label: 'Active' },
          { value: 'idle', label: 'Idle' },
        ]}
      />
      <Button variant="default" onClick={save} loading={engagement.isPending}>
        Save engagement
      </Button>
    </Group>
  );
}
