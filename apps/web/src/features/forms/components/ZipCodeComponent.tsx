import { TextInput } from '@mantine/core';
import { formConstants } from '@portal/contracts';
import { inputProps, type FieldProps } from '../fieldTypes';

/** A ZIP code as numeric text, 5 to 9 digits. */
export function ZipCodeComponent({ question, value, onChange, error }: FieldProps<string>) {
  return (
    <TextInput
      {...inputProps(question, error)}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={formConstants.zipComponentMax}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '') || null)}
    />
  );
}
