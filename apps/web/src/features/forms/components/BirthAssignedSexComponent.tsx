import { Group, Radio } from '@mantine/core';
import { sexLabels, sexValues } from '@portal/contracts';
import { inputProps, type FieldProps } from '../fieldTypes';

export function BirthAssignedSexComponent({ question, value, onChange, error }: FieldProps<string>) {
  return (
    <Radio.Group {...inputProps(question, error)} value={value ?? null} onChange={onChange}>
      <Group mt="xs" gap="md">
        {sexValues.map((sex) => (
          <Radio key={sex} value={sex} label={sexLabels[sex]} disabled={question.readonly} />
        ))}
      </Group>
    </Radio.Group>
  );
}
