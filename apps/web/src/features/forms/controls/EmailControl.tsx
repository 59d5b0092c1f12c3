import { TextInput } from '@mantine/core';
import { inputProps, type FieldProps } from '../fieldTypes';

export function EmailControl({ question, value, onChange, error }: FieldProps<string>) {
  return (
    <TextInput
      {...inputProps(question, error)}
      type="email"
      autoComplete="email"
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
    />
  );
}
