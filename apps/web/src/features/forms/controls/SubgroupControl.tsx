import { Text, Title } from '@mantine/core';
import type { FieldProps } from '../fieldTypes';

/** A heading inside a section: section_subgroup is a level-3 heading, section_subgroup_4 a level-4 one. */
export function SubgroupControl({ question, level }: FieldProps & { level: 3 | 4 }) {
  return (
    <div>
      <Title order={level} size={level === 3 ? 'h4' : 'h5'}>
        {question.text}
      </Title>
      {question.description && (
        <Text size="sm" c="dimmed">
          {question.description}
        </Text>
      )}
    </div>
  );
}
