import { Anchor, Text } from '@mantine/core';
import type { FieldProps } from '../fieldTypes';

export function LinkControl({ question }: FieldProps) {
  const external = question.href !== null && /^https?:/.test(question.href);
  return (
    <div>
      <Anchor href={question.href ?? undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {question.text}
      </Anchor>
      {question.description && (
        <Text size="sm" c="dimmed">
          {question.description}
        </Text>
      )}
    </div>
  );
}
