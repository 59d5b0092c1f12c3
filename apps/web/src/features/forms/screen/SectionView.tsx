import { Stack, Text, Title } from '@mantine/core';
import type { FormSection } from '@portal/contracts';
import type { FieldContext } from '../fieldTypes';
import { QuestionField } from '../QuestionField';
import type { FormState } from './useFormState';

/** The current section: its name, description and visible questions. */
export function SectionView({ section, state, ctx }: { section: FormSection; state: FormState; ctx: FieldContext }) {
  const first = (key: string) => state.errors[key]?.[0];
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" id={`section-${section.id}-title`} tabIndex={-1}>
          {section.name}
        </Title>
        {section.description && <Text c="dimmed">{section.description}</Text>}
      </div>
      {state
        .questionsOf(section.id)
        .filter((question) => !question.hidden)
        .map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={state.answers[question.identifier]}
            onChange={(value) => state.setAnswer(question.identifier, value)}
            error={first(question.identifier)}
            fieldError={(field) => first(`${question.identifier}.${field}`)}
            ctx={ctx}
          />
        ))}
    </Stack>
  );
}
