import { Button, Group, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { customerRecordMessages as messages, type CustomerRecord } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast, toastDefaults } from '../../platform/toasts';
import { useArchive, useEngagement } from './api';
import { isReadOnly } from './format';

/**
 * Spec 2.5 and 6: Archive/Unarchive with can_archive, Delete (asked at /customers/delete/{id}) with can_delete,
 * engagement when tracked and the record is writable (not deleted, not archived).
 */
export function RecordActions({ record }: { record: CustomerRecord }) {
  const archive = useArchive(record.id);
  const navigate = useNavigate();

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
        <Button color="red.9" onClick={() => void navigate(`/customers/delete/${record.id}`)}>
          Delete
        </Button>
      )}
      {record.engagement_status_flag !== null && !isReadOnly(record) && <EngagementControl record={record} />}
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
