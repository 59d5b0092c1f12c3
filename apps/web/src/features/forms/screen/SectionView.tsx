import { Stack, Text, Title } from '@mantine/core';
import type { FormSection } from '@portal/contracts';
import { translateValidationMessage } from '../../../platform/i18n/validation';
import type { FieldContext } from '../fieldTypes';
import { QuestionField } from '../QuestionField';
import type { FormState } from './useFormState';

/** The current section: its name, description and visible questions. */
export function SectionView({ section, state, ctx }: { section: FormSection; state: FormState; ctx: FieldContext }) {
  // The shared validator's and the server's messages (the spec's English), in the page's language.
  const first = (key: string) => {
    const message = state.errors[key]?.[0];
    return message === undefined ? undefined : translateValidationMessage(message);
  };
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
