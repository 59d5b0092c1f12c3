import { Button, Group, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { customerRecordMessages as messages, type CustomerRecord } from '@portal/contracts';
import { useState } from 'react';
import { showErrorToast, showSuccessToast, toastDefaults } from '../../platform/toasts';
import { useEngagement } from './api';

/** Spec 4: the engagement status, saved only when it changed. */
export function EngagementControl({ record }: { record: CustomerRecord }) {
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
