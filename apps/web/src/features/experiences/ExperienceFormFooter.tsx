import { Button, Group, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AccomplishmentsField, type AccomplishmentsFormValues } from './AccomplishmentsField';

interface FooterValues extends AccomplishmentsFormValues {
  description: string;
}

/** The end both experience forms share: description, accomplishments, and Add/Update (+ Cancel while editing). */
export function ExperienceFormFooter({
  form,
  editing,
  saving,
  onCancel,
}: {
  form: UseFormReturnType<FooterValues>;
  editing: boolean;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={10}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <AccomplishmentsField form={form} />
      <Group>
        <Button type="submit" loading={saving}>
          {editing ? 'Update' : 'Add'}
        </Button>
        {editing && (
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </Group>
    </>
  );
}
