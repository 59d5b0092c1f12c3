import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { customerMergeMessages, mergeCompareQuerySchema, mergeCompareRoute } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { possibleDuplicatesQuery } from './api';

/**
 * 'Merge with…' on the record, for staff who may merge: picks the other record by its ID (the search's ID column),
 * for duplicates the possible-duplicates notice did not find (another birthdate, a new surname), and opens the
 * side-by-side compare. The pair is checked with the compare route's own schema.
 */
export function MergeWithButton({ customerId, hidden }: { customerId: number; hidden: boolean }) {
  const { data } = useQuery(possibleDuplicatesQuery(customerId));
  const [opened, setOpened] = useState(false);
  if (hidden || !data?.can_merge || data.merged_into !== null) return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Merge with…
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Merge with another record" centered>
        {opened && <MergeWithForm customerId={customerId} onCancel={() => setOpened(false)} />}
      </Modal>
    </>
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
