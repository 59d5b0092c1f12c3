import { TextInput } from '@mantine/core';
import { applyInputMask } from '@portal/contracts';
import { inputProps, type FieldProps } from '../fieldTypes';

/** A one-line text answer; the question's input mask, if any, shapes what is typed. */
export function TextControl({ question, value, onChange, error }: FieldProps<string>) {
  const mask = question.input_mask;
  return (
    <TextInput
      {...inputProps(question, error)}
      value={value ?? ''}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange(mask ? applyInputMask(mask, typed).value : typed);
      }}
    />
  );
}
