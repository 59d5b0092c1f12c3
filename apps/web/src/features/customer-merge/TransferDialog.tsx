import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Textarea } from '@mantine/core';
import { transferBodySchema, transferKindLabels, transferKinds, type TransferKind } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../platform/api';
import { showSuccessToast } from '../../platform/toasts';
import { LoadError } from '../../ui/LoadError';
import { transferLocationsQuery, useTransfer } from './api';

type Errors = Partial<Record<'kind' | 'location_id' | 'case_manager_id' | 'note', string>>;

/** The 'Transfer' dialog on the record: move the customer to another location's caseload, or add a location. */
export function TransferDialog({
  customerId,
  opened,
  onClose,
}: {
  customerId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Transfer" centered>
      {opened && <TransferForm customerId={customerId} onDone={onClose} />}
    </Modal>
  );
}

function TransferForm({ customerId, onDone }: { customerId: number; onDone: () => void }) {
  const { data, isError, isFetching, refetch } = useQuery(transferLocationsQuery(customerId));
  const transfer = useTransfer(customerId);
  const navigate = useNavigate();
  const [kind, setKind] = useState<TransferKind>('move');
  const [locationId, setLocationId] = useState('');
  const [caseManagerId, setCaseManagerId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  if (isError) return <LoadError what="the locations" onRetry={refetch} retrying={isFetching} />;
  if (!data) return null;
  const choices = data.locations.filter((location) => !data.current_location_ids.includes(location.id));
  const target = data.locations.find((location) => String(location.id) === locationId);

  const submit = () => {
    const body = {
      kind,
      location_id: locationId === '' ? undefined : Number(locationId),
      case_manager_id: caseManagerId === '' ? null : Number(caseManagerId),
      note,
    };
    const parsed = transferBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    transfer.mutate(parsed.data, {
      onSuccess: (answer) => {
        showSuccessToast(answer.message);
        onDone();
        if (!answer.still_visible) void navigate('/customers');
      },
      onError: (error) => {
        const fieldErrors = isApiError(error, 422) ? error.body?.errors : undefined;
        if (fieldErrors) setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0]])));
        else setRefusal(isApiError(error) ? error.message : 'There was an error when performing this action');
      },
    });
  };

  return (
    <Stack gap="sm">
      <Radio.Group label="Transfer" value={kind} onChange={(value) => setKind(value)} error={errors.kind}>
        <Stack gap={6} mt={4}>
          {transferKinds.map((value) => (
            <Radio key={value} value={value} label={transferKindLabels[value]} />
          ))}
        </Stack>
      </Radio.Group>
      <NativeSelect
        label="Location"
        value={locationId}
        onChange={(event) => {
          setLocationId(event.currentTarget.value);
          setCaseManagerId('');
        }}
        data={[
          { value: '', label: 'Choose a location' },
          ...choices.map((l) => ({ value: String(l.id), label: l.name })),
        ]}
        error={errors.location_id}
      />
      <NativeSelect
        label="New case manager (optional)"
        value={caseManagerId}
        onChange={(event) => setCaseManagerId(event.currentTarget.value)}
        data={[
          { value: '', label: 'None' },
          ...(target?.case_managers ?? []).map((person) => ({ value: String(person.id), label: person.name })),
        ]}
        error={errors.case_manager_id}
        disabled={!target}
      />
      <Textarea
        label="Note"
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={errors.note}
        autosize
        minRows={3}
      />
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={transfer.isPending}>
          {kind === 'move' ? 'Move' : 'Add location'}
        </Button>
      </Group>
    </Stack>
  );
}
