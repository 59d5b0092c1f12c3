import { Accordion, List, Stack, Text, Title } from '@mantine/core';
import type { SurveyInterest } from '@portal/contracts';
import { useId } from 'react';
import { formatters, useFormat, useT, type Formatters } from '../../platform/i18n';

export interface SurveyGroup {
  responseId: number;
  label: string;
  /** Step title → the options ticked in it, in survey order. */
  byQuestion: Array<{ title: string; options: string[] }>;
}

/**
 * One group per survey taken, newest first (the server's order), labelled with its date (MM/dd/yyyy in English); the
 * time is added when two share a date.
 */
export function groupInterests(
  interests: readonly SurveyInterest[],
  format: Formatters = formatters('en'),
): SurveyGroup[] {
  const groups = new Map<number, { createdAt: Date; byQuestion: Map<number, { title: string; options: string[] }> }>();
  for (const interest of interests) {
    let group = groups.get(interest.response_id);
    if (!group) {
      group = { createdAt: new Date(interest.created_at), byQuestion: new Map() };
      groups.set(interest.response_id, group);
    }
    const { question_id, question, description } = interest.option.data;
    let question_ = group.byQuestion.get(question_id);
    if (!question_) {
      question_ = { title: question.data.title, options: [] };
      group.byQuestion.set(question_id, question_);
    }
    question_.options.push(description);
  }
  const dates = [...groups.values()].map((group) => format.date(group.createdAt));
  return [...groups.entries()].map(([responseId, group], index) => {
    const date = dates[index]!;
    const shared = dates.filter((other) => other === date).length > 1;
    return {
      responseId,
      label: shared ? `${date}, ${format.time(group.createdAt)}` : date,
      byQuestion: [...group.byQuestion.values()],
    };
  });
}

/** Spec 2: the user's interests by survey date, each survey a collapsed panel. */
export function InterestsPanel({ interests }: { interests: readonly SurveyInterest[] }) {
  const { t } = useT('clusters');
  const format = useFormat();
  const headingId = useId();
  const groups = groupInterests(interests, format);
  if (groups.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>
        {t('results.interests')}
      </Title>
      <Accordion variant="contained">
        {groups.map((group) => (
          <Accordion.Item key={group.responseId} value={String(group.responseId)}>
            <Accordion.Control>{t('results.surveyTaken', { date: group.label })}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {group.byQuestion.map((question) => (
                  <div key={question.title}>
                    <Text fw={600} size="sm">
                      {question.title}
                    </Text>
                    <List size="sm">
                      {question.options.map((option) => (
                        <List.Item key={option}>{option}</List.Item>
                      ))}
                    </List>
                  </div>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
