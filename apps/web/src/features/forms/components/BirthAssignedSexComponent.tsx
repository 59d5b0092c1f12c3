import { Group, Radio } from '@mantine/core';
import { sexValues } from '@portal/contracts';
import { inputProps, type FieldProps } from '../fieldTypes';
import { useT } from '../../../platform/i18n';

export function BirthAssignedSexComponent({ question, value, onChange, error }: FieldProps<string>) {
  const { t } = useT('forms');
  return (
    <Radio.Group {...inputProps(question, error)} value={value ?? null} onChange={onChange}>
      <Group mt="xs" gap="md">
        {sexValues.map((sex) => (
          <Radio key={sex} value={sex} label={t(`components.sex.${sex}`)} disabled={question.readonly} />
        ))}
      </Group>
    </Radio.Group>
  );
}
