import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { customerMergeMessages, mergeCompareQuerySchema, mergeCompareRoute } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTerminology } from '../../platform/settings';

/** The 'Merge with…' dialog: the other record's ID, checked with the compare route's own schema. */
export function MergeWithDialog({
  customerId,
  opened,
  onClose,
}: {
  customerId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Merge with another record" centered>
      {opened && <MergeWithForm customerId={customerId} onCancel={onClose} />}
    </Modal>
  );
}

function MergeWithForm({ customerId, onCancel }: { customerId: number; onCancel: () => void }) {
  const terms = useTerminology();
  const navigate = useNavigate();
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = mergeCompareQuerySchema.safeParse({ ids: `${customerId},${other.trim()}` });
    if (!parsed.success) {
      setError(customerMergeMessages.pickTwo);
      return;
    }
    void navigate(mergeCompareRoute(parsed.data.ids));
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Both records are shown side by side before anything is merged. This record is #{customerId}.
        </Text>
        <TextInput
          label="ID of the other record"
          description={`The ID column of the ${terms.customer} search`}
          inputMode="numeric"
          value={other}
          onChange={(event) => setOther(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Compare</Button>
        </Group>
      </Stack>
    </form>
  );
}
