import { Alert, Button, Checkbox, Fieldset, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SurveyStep } from '@portal/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../platform/i18n';

/** Keeps a step index inside 0..total-1 (spec 4). */
export function clampStep(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(index, 0), total - 1);
}

export type SurveyAnswerMap = Record<number, boolean>;

function initialAnswers(steps: readonly SurveyStep[]): SurveyAnswerMap {
  return Object.fromEntries(steps.flatMap((step) => step.options.map((option) => [option.id, option.selected])));
}

export interface SurveyStepperProps {
  steps: readonly SurveyStep[];
  submitting: boolean;
  /** Every option of the survey with its ticked state. */
  onSubmit: (answers: SurveyAnswerMap) => void;
}

/**
 * The survey, one step at a time: 'Step X of N' with a progress bar, a group of checkboxes per step,
 * Previous (disabled on the first step), Next, and Submit on the last step. Answers persist across
 * steps; moving to another step puts focus on its label so a screen reader announces it.
 */
export function SurveyStepper({ steps, submitting, onSubmit }: SurveyStepperProps) {
  const { t } = useT('clusters');
  const total = steps.length;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<SurveyAnswerMap>(() => initialAnswers(steps));
  const [showEmptyError, setShowEmptyError] = useState(false);
  const stepHeadingRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const descriptionId = useId();

  const current = Math.min(index, total - 1);
  const step = steps[current]!;
  const isLast = current === total - 1;
  const tickedCount = Object.values(answers).filter(Boolean).length;

  useEffect(() => {
    if (moved.current) stepHeadingRef.current?.focus();
  }, [current]);

  const goTo = (next: number) => {
    moved.current = true;
    setIndex(clampStep(next, total));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLast) return;
    if (tickedCount === 0) {
      setShowEmptyError(true);
      return;
    }
    onSubmit(answers);
  };

  const toggle = (optionId: number, checked: boolean) => {
    setAnswers((previous) => ({ ...previous, [optionId]: checked }));
    if (checked) setShowEmptyError(false);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={6}>
          <Text ref={stepHeadingRef} tabIndex={-1} fw={700}>
            {t('stepLabel', { step: current + 1, total })}
          </Text>
          <Progress value={Math.round(((current + 1) / total) * 100)} aria-label={t('progress')} size="lg" />
        </Stack>
        <Fieldset legend={step.title} aria-describedby={descriptionId} variant="unstyled">
          <Text id={descriptionId} mb="sm" c="dimmed">
            {step.description}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: step.options.length > 16 ? 3 : 2 }} spacing="sm">
            {step.options.map((option) => (
              <Checkbox
                key={option.id}
                label={option.description}
                checked={answers[option.id] ?? false}
                onChange={(event) => toggle(option.id, event.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Text size="sm" c="dimmed">
          {t('ticked', { count: tickedCount })}
        </Text>
        {showEmptyError && (
          <Alert color="red" role="alert">
            {t('noOptionSelected')}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => goTo(current - 1)} disabled={current === 0}>
            {t('previous')}
          </Button>
          {isLast ? (
            <Button key="submit" type="submit" loading={submitting}>
              {t('submit')}
            </Button>
          ) : (
            <Button key="next" onClick={() => goTo(current + 1)}>
              {t('next')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
