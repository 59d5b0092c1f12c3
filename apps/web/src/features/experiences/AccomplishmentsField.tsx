import type { UseFormReturnType } from '@mantine/form';
import type { AccomplishmentInput } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../platform/i18n';
import { randomUuid } from '../../platform/uuid';
import { AccomplishmentsInput } from '../../ui/AccomplishmentsInput';

/** The part of the job and education forms that holds accomplishments. */
export interface AccomplishmentsFormValues {
  accomplishments: AccomplishmentInput[];
  accomplishments_input: string;
}

const isAccomplishmentsField = (field: string) => field.startsWith('accomplishments');

/** The first error about accomplishments: the list, one item, or the server's (mapped to the input). */
export function accomplishmentsError(errors: Record<string, ReactNode>): ReactNode {
  const field = Object.keys(errors).find(isAccomplishmentsField);
  return field === undefined ? undefined : errors[field];
}

/**
 * The shared AccomplishmentsInput wired to an (uncontrolled) form. It watches only its own fields, so typing here
 * re-renders this component and not the whole form.
 */
export function AccomplishmentsField({ form }: { form: UseFormReturnType<AccomplishmentsFormValues> }) {
  const { t } = useT('experiences');
  const items = form.useWatchValue('accomplishments');
  const value = form.useWatchValue('accomplishments_input');

  const clearErrors = () =>
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([field]) => !isAccomplishmentsField(field))),
    );

  return (
    <AccomplishmentsInput
      value={value}
      onChange={(next) => form.setFieldValue('accomplishments_input', next, { forceUpdate: false })}
      items={items}
      onAdd={(description) => {
        form.setFieldValue('accomplishments', (current) => [...current, { uuid: randomUuid(), description }]);
        form.setFieldValue('accomplishments_input', '', { forceUpdate: false });
        clearErrors();
      }}
      onRemove={(index) =>
        form.setFieldValue('accomplishments', (current) => current.filter((_, position) => position !== index))
      }
      error={accomplishmentsError(form.errors)}
      label={t('fields.accomplishments')}
      addLabel={t('add')}
      removeLabel={(description) => t('removeAccomplishment', { description })}
    />
  );
}
