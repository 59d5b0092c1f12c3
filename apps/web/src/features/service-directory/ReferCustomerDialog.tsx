import { Alert, Button, Group, Modal, NativeSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  customerPaths,
  noLocationId,
  referralCreateBodySchema,
  referralDefaults,
  referralMessages,
  referralPaths,
  type ServiceDirectoryResource,
} from '@portal/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { showSuccessToast } from '../../platform/toasts';
import { intakeLocationsQuery } from '../customers/intakeApi';
import { useReferCustomer } from './api';
import { refusalMessage } from './AskReferralDialog';

interface Draft {
  customer: string | null;
  location: string;
  status: string;
  note: string;
}
type DraftErrors = Partial<Record<keyof Draft, string>>;

const emptyDraft: Draft = { customer: null, location: String(noLocationId), status: 'referral', note: '' };
const fieldOfBodyKey: Record<string, keyof Draft> = {
  customer_id: 'customer',
  location_id: 'location',
  external_status: 'status',
  note: 'note',
};

async function findCustomers(query: string, signal: AbortSignal) {
  const result = await client.post(customerPaths.search, {
    body: { query, search_type: 'name', paginate: 20 },
    signal,
  });
  return result.data.map((row) => ({
    value: String(row.id),
    label: `${row.last_name}, ${row.first_name}${row.birthdate ? ` (${row.birthdate})` : ''}`,
  }));
}

/**
 * Staff refer a customer to the service of a result (out-of-network). A location must be chosen first (staff spec 6:
 * 9999 means none, with the spec's message).
 */
export function ReferCustomerDialog({
  resource,
  onClose,
}: {
  resource: ServiceDirectoryResource | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const refer = useReferCustomer();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const opened = resource !== null;
  const locations = useQuery({ ...intakeLocationsQuery, enabled: opened });
  const types = useQuery({
    queryKey: ['referrals', 'types'],
    queryFn: ({ signal }) => client.get(referralPaths.types, { signal }),
    staleTime: 5 * 60_000,
    enabled: opened,
  });
  const customers = useQuery({
    queryKey: ['referrals', 'customer-search', debounced],
    queryFn: ({ signal }) => findCustomers(debounced, signal),
    enabled: opened && debounced.length >= 2,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const { reset } = refer;
  useEffect(() => {
    setDraft(emptyDraft);
    setErrors({});
    setSearch('');
    reset();
  }, [resource, reset]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function toErrors(issues: Record<string, readonly string[] | undefined>): DraftErrors {
    const next: DraftErrors = {};
    for (const [key, messages] of Object.entries(issues)) {
      const field = fieldOfBodyKey[key];
      if (field && messages?.[0]) next[field] ??= messages[0];
    }
    return next;
  }

  function send() {
    if (!resource) return;
    const body = {
      customer_id: draft.customer === null ? undefined : Number(draft.customer),
      location_id: Number(draft.location),
      to_service_id: resource.id,
      external_status: draft.status as 'info' | 'inquiry' | 'referral',
      note: draft.note.trim() === '' ? null : draft.note,
    };
    const checked = referralCreateBodySchema.safeParse(body);
    if (!checked.success) {
      const issues: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (issues[String(issue.path[0])] ??= []).push(issue.message);
      setErrors(toErrors(issues));
      return;
    }
    refer.mutate(checked.data, {
      onSuccess: (created) => {
        showSuccessToast(created.message || referralMessages.created);
        void queryClient.invalidateQueries({ queryKey: ['referrals'] });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        onClose();
      },
      onError: (error) => {
        if (isApiError(error, 422)) setErrors(toErrors(error.body?.errors ?? {}));
      },
    });
  }

  const fieldErrorsShown = Object.values(errors).some(Boolean);
  const locationData = [
    { value: String(noLocationId), label: 'Select a location' },
    ...(locations.data?.data ?? []).map((location) => ({ value: String(location.id), label: location.name })),
  ];
  const statusData = (types.data ?? [{ value: 'referral', label: 'Referral' }]).map((option) => ({
    value: option.value,
    label: option.label,
  }));
  const customerOptions = [...(customers.data ?? [])];

  return (
    <Modal opened={opened} onClose={onClose} title="Refer a customer" centered>
      {resource && (
        <Stack gap="sm">
          <Text>
            Refer to <strong>{resource.name}</strong> ({resource.organization_name}).
          </Text>
          <Select
            label="Customer"
            required
            searchable
            clearable
            filter={({ options }) => options}
            placeholder="Type at least 2 letters"
            nothingFoundMessage={debounced.length >= 2 && customers.isFetched ? 'No records found' : undefined}
            data={customerOptions}
            value={draft.customer}
            searchValue={search}
            onSearchChange={setSearch}
            onChange={(value) => set('customer', value)}
            error={errors.customer}
          />
          <NativeSelect
            label="From location"
            withAsterisk
            data={locationData}
            value={draft.location}
            onChange={(event) => set('location', event.currentTarget.value)}
            error={errors.location}
          />
          <NativeSelect
            label="Referral status"
            data={statusData}
            value={draft.status}
            onChange={(event) => set('status', event.currentTarget.value)}
            error={errors.status}
          />
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxLength={referralDefaults.noteMax}
            value={draft.note}
            onChange={(event) => set('note', event.currentTarget.value)}
            error={errors.note}
          />
          {refer.isError && !fieldErrorsShown && (
            <Alert color="red" variant="light" role="alert">
              {refusalMessage(refer.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={send} loading={refer.isPending}>
              Refer
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
