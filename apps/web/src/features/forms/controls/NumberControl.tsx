import { TextInput } from '@mantine/core';
import { inputProps, type FieldProps } from '../fieldTypes';
import { numberAnswer } from './numberValue';

/** A native number input: small, and the browser gives it a numeric keypad and stepping. */
export function NumberControl({ question, value, onChange, error }: FieldProps<number>) {
  return (
    <TextInput
      {...inputProps(question, error)}
      type="number"
      inputMode="decimal"
      step="any"
      value={value ?? ''}
      onChange={(event) => onChange(numberAnswer(event.currentTarget.value))}
    />
  );
}
