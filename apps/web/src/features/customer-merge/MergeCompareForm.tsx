import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  customerMergeMessages as messages,
  customerRecordRoute,
  mergePollRoute,
  type MergeCandidate,
  type MergeCompareResponse,
  type MergeField,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../platform/api';
import { useTerminology } from '../../platform/settings';
import { PageTitle } from '../../ui/PageTitle';
import { startMerge } from './api';

const empty = '(empty)';

/** The compare page once both records are in: the record to keep, each differing field's value, and Merge. */
export function MergeCompareForm({ data }: { data: MergeCompareResponse }) {
  const terms = useTerminology();
  const [keepId, setKeepId] = useState<number | null>(null);
  const [fromLoser, setFromLoser] = useState<Partial<Record<MergeField, boolean>>>({});
  const navigate = useNavigate();
  const merge = useMutation({
    mutationFn: startMerge,
    onSuccess: ({ merge_id }) => navigate(mergePollRoute(merge_id)),
  });

  const survivor = data.customers.find((c) => c.id === keepId) ?? data.customers[0]!;
  const loser = data.customers.find((c) => c.id !== survivor.id)!;
  /** By default a field keeps the survivor's value, unless only the other record has one. */
  const takesLoser = (field: MergeField) =>
    fromLoser[field] ?? (survivor.values[field] === null && loser.values[field] !== null);
  const submit = () =>
    merge.mutate({
      survivor_id: survivor.id,
      loser_id: loser.id,
      fields_from_loser: data.fields.map((f) => f.key).filter(takesLoser),
    });
  const refused = merge.error ? (isApiError(merge.error) ? merge.error.message : messages.failed) : null;
  const blocked = data.customers.some((c) => c.deleted || c.merged_into !== null);

  return (
    <Stack gap="lg">
      <PageTitle title={`Merge ${terms.customer} records`} />
      <Title order={1}>Merge {terms.customer} records</Title>
      <Text>
        Choose the record to keep and, for each field, the value it keeps. Everything recorded on the other record moves
        to the one you keep; the other record stays, read-only, and the merge can be undone for 30 days.
      </Text>
      <Radio.Group
        label="Record to keep"
        value={String(survivor.id)}
        onChange={(value) => {
          setKeepId(Number(value));
          setFromLoser({});
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {data.customers.map((customer) => (
            <RecordCard key={customer.id} customer={customer} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {blocked && <Alert color="red">{messages.alreadyMerged}</Alert>}
      <Stack gap="md">
        <Title order={2} size="h3">
          Values to keep
        </Title>
        {data.fields.map(({ key, label }) =>
          survivor.values[key] === loser.values[key] ? (
            <div key={key}>
              <Text size="sm" fw={500}>
                {label}
              </Text>
              <Text size="sm">{survivor.values[key] ?? empty} (the same in both)</Text>
            </div>
          ) : (
            <Radio.Group
              key={key}
              label={label}
              value={takesLoser(key) ? 'loser' : 'survivor'}
              onChange={(value) => setFromLoser((current) => ({ ...current, [key]: value === 'loser' }))}
            >
              <Group mt={4} gap="lg">
                <Radio value="survivor" label={`${survivor.values[key] ?? empty} (record #${survivor.id})`} />
                <Radio value="loser" label={`${loser.values[key] ?? empty} (record #${loser.id})`} />
              </Group>
            </Radio.Group>
          ),
        )}
      </Stack>
      {refused && (
        <Alert color="red" role="alert">
          {refused}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={merge.isPending} disabled={blocked}>
          Merge into record #{survivor.id}
        </Button>
        <Button component={Link} to={customerRecordRoute(survivor.id)} variant="default">
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

function RecordCard({ customer }: { customer: MergeCandidate }) {
  const name = [customer.values.first_name, customer.values.last_name].filter(Boolean).join(' ');
  return (
    <Card withBorder padding="sm">
      <Radio value={String(customer.id)} label={`Keep record #${customer.id}: ${name}`} />
      <Text size="sm" mt="xs">
        Born {customer.values.birthdate ?? 'unknown'} · {customer.locations.join(', ') || 'No location'}
      </Text>
      <Text size="sm">
        {customer.child_rows} {customer.child_rows === 1 ? 'record' : 'records'} (services, notes, forms, documents…)
      </Text>
      <Text size="sm">
        <Link to={customerRecordRoute(customer.id)}>Open record #{customer.id}</Link>
      </Text>
    </Card>
  );
}
