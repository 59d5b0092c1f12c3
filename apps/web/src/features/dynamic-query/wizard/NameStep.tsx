import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveQuerySchema } from '@portal/contracts';
import { schemaValidator } from '../../../platform/forms';

const nameSchema = saveQuerySchema.pick({ name: true });

/** Step 1: name the query (at least 4 characters). */
export function NameStep({
  name,
  onNext,
  onCancel,
}: {
  name: string;
  onNext: (name: string) => void;
  onCancel: () => void;
}) {
  const form = useForm({ initialValues: { name }, validate: schemaValidator(nameSchema) });
  return (
    <form onSubmit={form.onSubmit((values) => onNext(values.name.trim()))} noValidate>
      <Stack maw={480}>
        <TextInput label="Query name" required data-autofocus {...form.getInputProps('name')} />
        <Group>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}
