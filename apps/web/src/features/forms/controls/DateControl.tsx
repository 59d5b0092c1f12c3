import { TextInput } from '@mantine/core';
import { formConstants } from '@portal/contracts';
import { inputProps, type FieldProps } from '../fieldTypes';

/** A native date input (the browser shows mm/dd/yyyy in US locales); the answer is 'YYYY-MM-DD'. */
export function DateControl({ question, value, onChange, error }: FieldProps<string>) {
  return (
    <TextInput
      {...inputProps(question, error)}
      type="date"
      min={formConstants.dateMinimum}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}
