import { Button, Group, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../platform/i18n';
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
  const { t } = useT(['experiences', 'common']);
  return (
    <>
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={3}
        maxRows={10}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <AccomplishmentsField form={form} />
      <Group>
        <Button type="submit" loading={saving}>
          {editing ? t('update') : t('add')}
        </Button>
        {editing && (
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common:cancel')}
          </Button>
        )}
      </Group>
    </>
  );
}
