import { Button, Fieldset, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { skillRatings, skillsSurveyTexts, type SkillsSurveyStep } from '@portal/contracts';
import type { skillRatingsSchema } from '@portal/contracts/skills-survey';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { laterModule } from '../../platform/laterModule';

export type RatingMap = Record<string, number>;

function initialRatings(steps: readonly SkillsSurveyStep[]): RatingMap {
  const ratings: RatingMap = {};
  for (const step of steps)
    for (const skill of step.skills) if (skill.rating !== null) ratings[skill.id] = skill.rating;
  return ratings;
}

// The shared schema (and Zod) is fetched after the page paints; Next and Submit wait for it (ADR 0051).
const loadSchema = laterModule(() =>
  import('@portal/contracts/skills-survey').then((module) => module.skillRatingsSchema),
);

/** The step's ratings checked with the shared schema: the first message per skill ('Please choose a rating.'). */
export function stepErrors(
  step: SkillsSurveyStep,
  ratings: RatingMap,
  schemaFor: typeof skillRatingsSchema,
): Record<string, string> {
  const ids = step.skills.map((skill) => skill.id);
  const own = Object.fromEntries(ids.filter((id) => id in ratings).map((id) => [id, ratings[id]]));
  const result = schemaFor(ids).safeParse(own);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

export interface RatingStepperProps {
  steps: readonly SkillsSurveyStep[];
  submitting: boolean;
  onSubmit: (ratings: RatingMap) => void;
}

/**
 * The skills survey one step at a time ('Step X of N' with a progress bar, like the cluster survey): each skill rated
 * 1-5. Next and Submit check the step's ratings first; moving to a step puts focus on its label.
 */
export function RatingStepper({ steps, submitting, onSubmit }: RatingStepperProps) {
  const { t } = useT('skills-survey');
  const total = steps.length;
  const [index, setIndex] = useState(0);
  const [ratings, setRatings] = useState<RatingMap>(() => initialRatings(steps));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stepHeadingRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const descriptionId = useId();

  const current = Math.min(Math.max(index, 0), total - 1);
  const step = steps[current]!;
  const isLast = current === total - 1;

  useEffect(() => {
    void loadSchema().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (moved.current) stepHeadingRef.current?.focus();
  }, [current]);

  const goTo = (next: number) => {
    moved.current = true;
    setErrors({});
    setIndex(Math.min(Math.max(next, 0), total - 1));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    loadSchema().then(
      (schemaFor) => {
        const found = stepErrors(step, ratings, schemaFor);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        if (isLast) onSubmit(ratings);
        else goTo(current + 1);
      },
      (error: unknown) => handleApiError(error),
    );
  };

  const rate = (skillId: string, value: string) => {
    setRatings((previous) => ({ ...previous, [skillId]: Number(value) }));
    setErrors(({ [skillId]: _cleared, ...rest }) => rest);
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
          <Text id={descriptionId} mb="md" c="dimmed">
            {step.description}
          </Text>
          <Stack gap="lg">
            {step.skills.map((skill) => (
              <Radio.Group
                key={skill.id}
                name={skill.id}
                label={skill.name}
                description={skill.description}
                value={ratings[skill.id] === undefined ? null : String(ratings[skill.id])}
                onChange={(value) => rate(skill.id, value)}
                error={errors[skill.id] === skillsSurveyTexts.ratingRequired ? t('ratingRequired') : errors[skill.id]}
                withAsterisk
              >
                <Group gap="md" mt="xs">
                  {skillRatings.map((rating) => (
                    <Radio key={rating.value} value={String(rating.value)} label={t(`rating.${rating.value}`)} />
                  ))}
                </Group>
              </Radio.Group>
            ))}
          </Stack>
        </Fieldset>
        <Group justify="space-between">
          <Button variant="default" onClick={() => goTo(current - 1)} disabled={current === 0}>
            {t('previous')}
          </Button>
          {isLast ? (
            <Button key="submit" type="submit" loading={submitting}>
              {t('submit')}
            </Button>
          ) : (
            <Button key="next" type="submit">
              {t('next')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
