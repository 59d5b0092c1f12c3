import { Checkbox, Stack } from '@mantine/core';
import { inputProps, type FieldProps } from '../fieldTypes';

export function MultiCheckboxControl({ question, value, onChange, error }: FieldProps<string[]>) {
  return (
    <Checkbox.Group {...inputProps(question, error)} value={value ?? []} onChange={onChange}>
      <Stack mt="xs" gap="xs">
        {question.options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.display} disabled={question.readonly} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
