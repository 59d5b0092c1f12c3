import { Checkbox } from '@mantine/core';
import type { FieldProps } from '../fieldTypes';

export function CheckboxControl({ question, value, onChange, error }: FieldProps<boolean>) {
  return (
    <Checkbox
      label={question.text}
      description={question.description ?? undefined}
      error={error}
      checked={value === true}
      disabled={question.readonly}
      required={question.required}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
