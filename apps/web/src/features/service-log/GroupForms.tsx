import { Button, Card, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { groupMessages, type ContactKind } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { laterSchema, serverErrorsToFormErrors, submitChecked, useLaterSchema } from '../../platform/forms';
import { useTerminology } from '../../platform/settings';
import { showSuccessToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { LaterSelect } from '../../ui/LaterSelect';
import { LoadError } from '../../ui/LoadError';
import { groupQuery, searchContacts, searchCustomers, useGroupActions } from './api';
import { SearchSelect } from './SearchSelect';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (ADR 0051).
const createSchema = laterSchema(() =>
  import('@portal/contracts/service-log-groups').then((module) => module.groupCreateBodySchema),
);

/** The new group form, once the locations are in. */
export function CreateGroup({
  locations,
  onCreated,
}: {
  locations: { id: number; name: string }[];
  onCreated: (id: number) => void;
}) {
  const { create } = useGroupActions();
  useLaterSchema(createSchema);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', location_id: locations[0]?.id ?? null },
    validate: createSchema.validate,
  });
  const save = async (values: typeof form.values) => {
    try {
      const group = await create.mutateAsync(values);
      showSuccessToast(groupMessages.created);
      form.reset();
      onCreated(group.id);
    } catch (error) {
      if (isApiError(error, 422)) form.setErrors(serverErrorsToFormErrors(error.body?.errors).formErrors);
      else handleApiError(error);
    }
  };
  return (
    <form aria-label="New group" noValidate onSubmit={submitChecked(createSchema, form, (values) => void save(values))}>
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Group name" required {...form.getInputProps('name')} />
        <LaterSelect
          label="Location"
          required
          data={locations.map((row) => ({ value: String(row.id), label: row.name }))}
          value={form.values.location_id === null ? null : String(form.values.location_id)}
          onChange={(value) => form.setFieldValue('location_id', value ? Number(value) : null)}
          error={form.errors.location_id}
        />
        <Button type="submit" loading={create.isPending}>
          Create Group
        </Button>
      </Group>
    </form>
  );
}

/** One group's contact person and members. */
export function GroupPanel({ id }: { id: number }) {
  const group = useQuery(groupQuery(id));
  const actions = useGroupActions();
  const { customer: term } = useTerminology();
  const [kind, setKind] = useState<ContactKind>('customer');
  const [memberError, setMemberError] = useState<string | null>(null);
  if (group.isError) return <LoadError what="the group" onRetry={() => group.refetch()} />;
  if (!group.data) return <Loader role="progressbar" aria-label="Loading" />;
  const data = group.data;
  return (
    <Card withBorder component="section" aria-label={`Group ${data.name}`}>
      <Stack>
        <Text fw={600}>{data.name}</Text>
        <Text size="sm">Contact person: {data.contact ? `${data.contact.name} (${data.contact.type})` : '—'}</Text>
        <SegmentedControl
          aria-label="Contact person is a"
          value={kind}
          onChange={(value) => setKind(value)}
          data={[
            { value: 'customer', label: term },
            { value: 'staff', label: 'Staff Members' },
          ]}
        />
        <SearchSelect
          key={kind}
          label="Contact person"
          name={`contact-${id}-${kind}`}
          search={(query) => searchContacts(id, kind, query)}
          value={null}
          onChange={(contactId) => {
            if (contactId !== null)
              actions.setContact.mutate({ id, type: kind, contactId }, { onError: (error) => handleApiError(error) });
          }}
        />
        <SearchSelect
          label={`Add a ${term.toLowerCase()}`}
          name={`member-${id}`}
          search={searchCustomers}
          value={null}
          error={memberError}
          onChange={(customerId) => {
            if (customerId === null) return;
            actions.addMember.mutate(
              { id, customerId },
              {
                onSuccess: () => setMemberError(null),
                onError: (error) =>
                  isApiError(error, 422)
                    ? setMemberError(error.body?.errors?.customer_id?.[0] ?? error.message)
                    : handleApiError(error),
              },
            );
          }}
        />
        {data.members.length === 0 ? (
          <EmptyState message={groupMessages.noMembers} />
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {data.members.map((member) => (
              <Group key={member.id} component="li" justify="space-between">
                <Text size="sm">{member.full_name}</Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red.9"
                  onClick={() =>
                    actions.removeMember.mutate(
                      { id, customerId: member.id },
                      { onError: (error) => handleApiError(error) },
                    )
                  }
                >
                  Remove {member.full_name}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
