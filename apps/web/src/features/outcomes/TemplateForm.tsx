import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { outcomeStaffTexts as texts, type OutcomeTemplate } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { laterModule } from '../../platform/laterModule';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { useSaveTemplate } from './api';

type Draft = {
  name: string;
  description: string;
  goals: { name: string; steps: { name: string; due_in_days: number | null }[] }[];
};

const emptyDraft = (): Draft => ({
  name: '',
  description: '',
  goals: [{ name: '', steps: [{ name: '', due_in_days: 7 }] }],
});

const draftOf = (template: OutcomeTemplate): Draft => ({
  name: template.name,
  description: template.description,
  goals: template.goals.map((goal) => ({ name: goal.name, steps: goal.steps.map((step) => ({ ...step })) })),
});

// The shared schema (and Zod) is fetched after the page paints; a save waits for it (ADR 0051).
const loadSchema = laterModule(() =>
  import('@portal/contracts/outcomes').then((module) => module.outcomeTemplateBodySchema),
);

/** Field errors keyed by the dotted path the server uses too (goals.0.steps.1.name). */
type Errors = Record<string, string>;

export function TemplateForm({ editing, onDone }: { editing: OutcomeTemplate | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveTemplate();
  useEffect(() => {
    void loadSchema().catch(() => undefined);
  }, []);
  const update = (change: (next: Draft) => void) =>
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // A schema that cannot be fetched: 'An unexpected error occurred.', and nothing is sent.
    loadSchema().then(check, (error: unknown) => handleApiError(error));
  };

  const check = (schema: Awaited<ReturnType<typeof loadSchema>>) => {
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: editing?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          showSuccessToast(texts.templateSaved);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error, 422) && error.body?.errors) {
            setErrors(Object.fromEntries(Object.entries(error.body.errors).map(([key, value]) => [key, value[0]!])));
          } else showErrorToast(error.message);
        },
      },
    );
  };

  return (
    <Card withBorder component="section" aria-labelledby="template-form">
      <Title order={2} size="h4" id="template-form" mb="sm">
        {editing ? texts.editTemplate : texts.newTemplate}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={texts.name}
            required
            value={draft.name}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update((next) => void (next.name = value));
            }}
            error={errors.name}
          />
          <Textarea
            label={texts.description}
            autosize
            minRows={2}
            value={draft.description}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update((next) => void (next.description = value));
            }}
            error={errors.description}
          />
          {errors.goals && (
            <Text c="red.8" size="sm" role="alert">
              {errors.goals}
            </Text>
          )}
          {draft.goals.map((goal, g) => (
            <Card key={g} withBorder padding="sm">
              <Stack gap="xs">
                <TextInput
                  label={`${texts.goalName} ${g + 1}`}
                  required
                  value={goal.name}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    update((next) => void (next.goals[g]!.name = value));
                  }}
                  error={errors[`goals.${g}.name`]}
                />
                {errors[`goals.${g}.steps`] && (
                  <Text c="red.8" size="sm" role="alert">
                    {errors[`goals.${g}.steps`]}
                  </Text>
                )}
                {goal.steps.map((step, s) => (
                  <Group key={s} align="flex-end" wrap="wrap" gap="xs">
                    <TextInput
                      style={{ flex: '1 1 14rem' }}
                      label={`${texts.stepName} ${g + 1}.${s + 1}`}
                      required
                      value={step.name}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        update((next) => void (next.goals[g]!.steps[s]!.name = value));
                      }}
                      error={errors[`goals.${g}.steps.${s}.name`]}
                    />
                    <NumberInput
                      w={150}
                      label={texts.dueInDays}
                      min={0}
                      allowDecimal={false}
                      value={step.due_in_days ?? ''}
                      onChange={(value) =>
                        update(
                          (next) =>
                            void (next.goals[g]!.steps[s]!.due_in_days = typeof value === 'number' ? value : null),
                        )
                      }
                      error={errors[`goals.${g}.steps.${s}.due_in_days`]}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove step ${g + 1}.${s + 1}`}
                      onClick={() => update((next) => void next.goals[g]!.steps.splice(s, 1))}
                      mb={4}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
                <Group>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => update((next) => void next.goals[g]!.steps.push({ name: '', due_in_days: null }))}
                  >
                    {texts.addStep}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => update((next) => void next.goals.splice(g, 1))}
                  >
                    Remove goal {g + 1}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
          <Group>
            <Button
              variant="light"
              onClick={() =>
                update((next) => void next.goals.push({ name: '', steps: [{ name: '', due_in_days: null }] }))
              }
            >
              {texts.addGoal}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {texts.submit}
            </Button>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
