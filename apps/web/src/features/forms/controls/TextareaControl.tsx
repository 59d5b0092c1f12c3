import { Textarea } from '@mantine/core';
import { inputProps, type FieldProps } from '../fieldTypes';

export function TextareaControl({ question, value, onChange, error }: FieldProps<string>) {
  return (
    <Textarea
      {...inputProps(question, error)}
      autosize
      minRows={3}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
