import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { copyQuerySchema, dynamicQueryMessages, type StoredQuery } from '@portal/contracts';
import { isApiError } from '../../../platform/api';
import { handleApiError } from '../../../platform/errors';
import { schemaValidator } from '../../../platform/forms';
import { showErrorToast, showSuccessToast } from '../../../platform/toasts';
import { useCopyQuery } from '../api';

/** Copy: the stored query again under a new name (at least 4 characters). */
export function CopyQueryModal({ query, onClose }: { query: StoredQuery | null; onClose: () => void }) {
  const copy = useCopyQuery();
  const form = useForm({ initialValues: { name: '' }, validate: schemaValidator(copyQuerySchema) });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ name }) => {
    if (!query) return;
    copy.mutate(
      { id: query.id, name: name.trim() },
      {
        onSuccess: () => {
          showSuccessToast(dynamicQueryMessages.copied);
          close();
        },
        onError: (error) => {
          if (isApiError(error, 422)) handleApiError(error, { form });
          else showErrorToast(dynamicQueryMessages.copyFailed);
        },
      },
    );
  });
  return (
    <Modal opened={query !== null} onClose={close} title={`Copy ${query?.name ?? ''}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="New query name" required data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={copy.isPending}>
              Copy
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
