import {
  Alert,
  Anchor,
  Button,
  Card,
  CloseButton,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { dateBounds, outcomeRoutes, todayIso, type OutcomeDetail, type OutcomeOwnBody } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { translateValidationMessage } from '../../platform/i18n/validation';
import { laterModule } from '../../platform/laterModule';
import { showSuccessToast } from '../../platform/toasts';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { outcomeDetailQuery, useSaveOwnOutcome } from './api';

/** The form's state: every field a string (an empty date is no date); ids mark goals and steps kept from before. */
interface Draft {
  name: string;
  description: string;
  goals: { id?: number; name: string; steps: { id?: number; name: string; due_date: string }[] }[];
}

const newStep = () => ({ name: '', due_date: '' });
const emptyDraft = (): Draft => ({ name: '', description: '', goals: [{ name: '', steps: [newStep()] }] });

const draftOf = (outcome: OutcomeDetail): Draft => ({
  name: outcome.name,
  description: outcome.description,
  goals: outcome.goals.map((goal) => ({
    id: goal.id,
    name: goal.name,
    steps: goal.steps.map((step) => ({ id: step.id, name: step.name, due_date: step.due_date ?? '' })),
  })),
});

const bodyOf = (draft: Draft): OutcomeOwnBody => ({
  ...draft,
  goals: draft.goals.map((goal) => ({
    ...goal,
    steps: goal.steps.map((step) => ({ ...step, due_date: step.due_date === '' ? null : step.due_date })),
  })),
});

// The shared schema (and Zod) is fetched after the page paints; a save waits for it (ADR 0051).
const loadSchema = laterModule(() =>
  import('@portal/contracts/outcomes').then((module) => module.outcomeOwnBodySchema),
);

/** Field errors by the dotted path the schema and the server both use (goals.0.steps.1.due_date). */
type Errors = Record<string, string>;

/**
 * /customer-portal/outcomes/new and /customer-portal/outcomes/{id}/edit: the customer writes an outcome of their own
 * (or edits one they made or added), its goals and steps, each step with a due date or none. The one schema checks it
 * here and on the server; a completed step that is kept stays completed.
 */
export function OwnOutcomeFormPage() {
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const { t } = useT('outcomes');
  const existing = useQuery({ ...outcomeDetailQuery(id ?? 0), enabled: id !== null });
  const title = id === null ? t('own.newTitle') : t('own.editTitle');

  let body;
  if (id === null) body = <OwnOutcomeForm id={null} initial={emptyDraft()} />;
  else if (existing.isPending) body = <PageLoader compact />;
  else if (existing.isError)
    body = <LoadError message={t('loadFailed')} onRetry={existing.refetch} retrying={existing.isRefetching} />;
  else if (!existing.data.can_manage) body = <Alert color="gray">{t('own.notOwn')}</Alert>;
  else body = <OwnOutcomeForm id={id} initial={draftOf(existing.data)} />;

  return (
    <Stack gap="lg" maw={840}>
      <PageTitle title={title} />
      <Anchor component={Link} to={outcomeRoutes.customerList} size="sm">
        {t('backToOutcomes')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}

function OwnOutcomeForm({ id, initial }: { id: number | null; initial: Draft }) {
  const { t } = useT('outcomes');
  const navigate = useNavigate();
  const save = useSaveOwnOutcome();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    void loadSchema().catch(() => undefined);
  }, []);
  const today = todayIso();
  const update = (change: (next: Draft) => void) =>
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });
  const error = (path: string) => (errors[path] ? translateValidationMessage(errors[path]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    loadSchema().then(
      (schema) => check(schema, body),
      (error: unknown) => handleApiError(error),
    );
  };

  const check = (schema: Awaited<ReturnType<typeof loadSchema>>, body: OutcomeOwnBody) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id, body },
      {
        onSuccess: (saved) => {
          showSuccessToast(t('own.saved'));
          void navigate(outcomeRoutes.customerDetail(saved.id));
        },
        onError: (failure) => {
          if (isApiError(failure, 422) && failure.body?.errors)
            setErrors(Object.fromEntries(Object.entries(failure.body.errors).map(([key, value]) => [key, value[0]!])));
          else handleApiError(failure);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={id === null ? t('own.newTitle') : t('own.editTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('own.intro')}</Text>
        <TextInput
          label={t('own.name')}
          required
          value={draft.name}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update((next) => void (next.name = value));
          }}
          error={error('name')}
        />
        <Textarea
          label={t('own.description')}
          autosize
          minRows={2}
          value={draft.description}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update((next) => void (next.description = value));
          }}
          error={error('description')}
        />
        {errors.goals && (
          <Text c="red.8" size="sm" role="alert">
            {error('goals')}
          </Text>
        )}
        {draft.goals.map((goal, g) => (
          <Card key={goal.id ?? `new-${g}`} withBorder padding="sm">
            <Stack gap="xs">
              <Group align="flex-end" wrap="nowrap" gap="xs">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('own.goal', { number: g + 1 })}
                  required
                  value={goal.name}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    update((next) => void (next.goals[g]!.name = value));
                  }}
                  error={error(`goals.${g}.name`)}
                />
                {draft.goals.length > 1 && (
                  <CloseButton
                    mb={4}
                    aria-label={t('own.removeGoal', { number: g + 1 })}
                    onClick={() => update((next) => void next.goals.splice(g, 1))}
                  />
                )}
              </Group>
              {errors[`goals.${g}.steps`] && (
                <Text c="red.8" size="sm" role="alert">
                  {error(`goals.${g}.steps`)}
                </Text>
              )}
              {goal.steps.map((step, s) => (
                <Group key={step.id ?? `new-${s}`} align="flex-start" wrap="wrap" gap="xs" pl="md">
                  <TextInput
                    style={{ flex: '1 1 14rem' }}
                    label={t('own.step', { number: `${g + 1}.${s + 1}` })}
                    required
                    value={step.name}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      update((next) => void (next.goals[g]!.steps[s]!.name = value));
                    }}
                    error={error(`goals.${g}.steps.${s}.name`)}
                  />
                  <TextInput
                    type="date"
                    w={180}
                    label={t('own.dueDate')}
                    min={today}
                    max={dateBounds.plan(today).max}
                    value={step.due_date}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      update((next) => void (next.goals[g]!.steps[s]!.due_date = value));
                    }}
                    error={error(`goals.${g}.steps.${s}.due_date`)}
                  />
                  {goal.steps.length > 1 && (
                    <CloseButton
                      mt={28}
                      aria-label={t('own.removeStep', { number: `${g + 1}.${s + 1}` })}
                      onClick={() => update((next) => void next.goals[g]!.steps.splice(s, 1))}
                    />
                  )}
                </Group>
              ))}
              <Group pl="md">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => update((next) => void next.goals[g]!.steps.push(newStep()))}
                >
                  {t('own.addStep')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() => update((next) => void next.goals.push({ name: '', steps: [newStep()] }))}
          >
            {t('own.addGoal')}
          </Button>
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('own.save')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={id === null ? outcomeRoutes.customerList : outcomeRoutes.customerDetail(id)}
          >
            {t('own.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
