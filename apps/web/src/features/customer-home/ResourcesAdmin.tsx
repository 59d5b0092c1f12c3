import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  customerHomeResourceTypeLabels,
  customerHomeResourceTypes,
  type CustomerHomeAdminResource,
  type CustomerHomeResourceType,
  toastCatalogue,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api';
import { laterModule } from '../../platform/laterModule';
import { showErrorToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { LaterSelect } from '../../ui/LaterSelect';
import { LoadError } from '../../ui/LoadError';
import { TableScroll } from '../../ui/TableScroll';
import { adminResourcesQuery, createResource, customerHomeKeys, deleteResource, updateResource } from './api';

/** The resource form's schema, fetched after the page paints instead of with it (#30); a submit waits for it. */
const loadResourceSchema = laterModule(() =>
  import('@portal/contracts/customer-home').then((module) => module.customerHomeResourceBodySchema),
);

interface Draft {
  id: number | null;
  type: CustomerHomeResourceType;
  url: string;
  title: string;
  content: string;
  thumbnail_url: string;
  duration_minutes: number | '';
  position: number;
  published: boolean;
}
const emptyDraft: Draft = {
  id: null,
  type: 'video',
  url: '',
  title: '',
  content: '',
  thumbnail_url: '',
  duration_minutes: '',
  position: 0,
  published: true,
};
const draftOf = (row: CustomerHomeAdminResource): Draft => ({
  id: row.id,
  type: row.type,
  url: row.url,
  title: row.title,
  content: row.content,
  thumbnail_url: row.thumbnail_url ?? '',
  duration_minutes: row.duration_minutes ?? '',
  position: row.position,
  published: row.published,
});

/** The resource form and the list under the page's title. */
export function ResourcesAdmin() {
  const list = useQuery(adminResourcesQuery);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerHomeKeys.adminResources });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Parameters<typeof createResource>[0] }) =>
      id === null ? createResource(body) : updateResource(id, body),
    onSuccess: () => {
      setDraft(emptyDraft);
      setErrors({});
      void refresh();
    },
    onError: (error) => {
      if (isApiError(error, 422) && error.body?.errors) {
        setErrors(
          Object.fromEntries(Object.entries(error.body.errors).map(([field, messages]) => [field, messages[0] ?? ''])),
        );
      }
    },
  });
  const remove = useMutation({ mutationFn: deleteResource, onSuccess: () => void refresh() });

  useEffect(() => void loadResourceSchema().catch(() => undefined), []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let schema: Awaited<ReturnType<typeof loadResourceSchema>>;
    try {
      schema = await loadResourceSchema();
    } catch {
      return showErrorToast(toastCatalogue.unexpected);
    }
    const body = {
      type: draft.type,
      url: draft.url,
      title: draft.title,
      content: draft.content,
      thumbnail_url: draft.thumbnail_url.trim() === '' ? null : draft.thumbnail_url,
      duration_minutes: draft.duration_minutes === '' ? null : draft.duration_minutes,
      position: draft.position,
      published: draft.published,
    };
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    save.mutate({ id: draft.id, body });
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <>
      <Paper
        withBorder
        p="md"
        component="form"
        onSubmit={(event: React.FormEvent) => void submit(event)}
        noValidate
        aria-label={draft.id ? 'Edit resource' : 'Add resource'}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {draft.id ? 'Edit resource' : 'Add resource'}
          </Title>
          <LaterSelect
            label="Type"
            data={customerHomeResourceTypes.map((type) => ({
              value: type,
              label: customerHomeResourceTypeLabels[type],
            }))}
            value={draft.type}
            onChange={(value) => value && set('type', value)}
            error={errors.type}
            allowDeselect={false}
            required
          />
          <TextInput
            label="Title"
            value={draft.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            required
          />
          <TextInput
            label="Link"
            value={draft.url}
            onChange={(e) => set('url', e.currentTarget.value)}
            error={errors.url}
            required
          />
          <TextInput
            label="Thumbnail address"
            value={draft.thumbnail_url}
            onChange={(e) => set('thumbnail_url', e.currentTarget.value)}
            error={errors.thumbnail_url}
          />
          <NumberInput
            label="Duration (minutes)"
            value={draft.duration_minutes}
            onChange={(value) => set('duration_minutes', typeof value === 'number' ? value : '')}
            error={errors.duration_minutes}
            min={1}
            max={600}
          />
          <Textarea
            label="Content (HTML)"
            description="Links and basic formatting are kept; anything else is removed when saved."
            value={draft.content}
            onChange={(e) => set('content', e.currentTarget.value)}
            error={errors.content}
            autosize
            minRows={3}
          />
          <NumberInput
            label="Order"
            value={draft.position}
            onChange={(value) => set('position', typeof value === 'number' ? value : 0)}
            error={errors.position}
            min={0}
          />
          <Checkbox
            label="Shown to customers"
            checked={draft.published}
            onChange={(e) => set('published', e.currentTarget.checked)}
          />
          {save.isError && !isApiError(save.error, 422) && (
            <Alert color="red" variant="light" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            {draft.id !== null && (
              <Button variant="default" onClick={() => setDraft(emptyDraft)}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {list.isError ? (
        <LoadError what="the resources" onRetry={list.refetch} retrying={list.isFetching} />
      ) : !list.data ? (
        <Text>Loading…</Text>
      ) : list.data.data.length === 0 ? (
        <EmptyState message="No resources yet." />
      ) : (
        <TableScroll minWidth={600}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Order</Table.Th>
                <Table.Th>Shown</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.title}</Table.Td>
                  <Table.Td>{customerHomeResourceTypeLabels[row.type]}</Table.Td>
                  <Table.Td>{row.position}</Table.Td>
                  <Table.Td>{row.published ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setDraft(draftOf(row))}
                        aria-label={`Edit ${row.title}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        loading={remove.isPending && remove.variables === row.id}
                        onClick={() => remove.mutate(row.id)}
                        aria-label={`Delete ${row.title}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}
