import { TextInput } from '@mantine/core';
import { dateBounds, formConstants, todayIso } from '@portal/contracts';
import { inputProps, type FieldProps } from '../fieldTypes';

/** A native date input (the browser shows mm/dd/yyyy in US locales); the answer is 'YYYY-MM-DD'. */
export function DateControl({ question, value, onChange, error }: FieldProps<string>) {
  return (
    <TextInput
      {...inputProps(question, error)}
      type="date"
      min={formConstants.dateMinimum}
      max={dateBounds.plan(todayIso()).max}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}
