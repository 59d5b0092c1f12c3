import { Group, Radio } from '@mantine/core';
import { inputProps, type FieldProps } from '../fieldTypes';

export function RadioControl({ question, value, onChange, error }: FieldProps<string>) {
  return (
    <Radio.Group {...inputProps(question, error)} value={value ?? null} onChange={onChange}>
      <Group mt="xs" gap="md">
        {question.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.display} disabled={question.readonly} />
        ))}
      </Group>
    </Radio.Group>
  );
}
