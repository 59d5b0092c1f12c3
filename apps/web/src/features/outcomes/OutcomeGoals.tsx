import { Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { OutcomeDetail } from '@portal/contracts';
import { useT } from '../../platform/i18n';
import { showErrorToast } from '../../platform/toasts';
import { useSetGoal, useSetStep } from './api';
import { useDueText } from './useDueText';

/** An outcome's goals, each with its steps ticked off as they are done. */
export function OutcomeGoals({ id, outcome: data }: { id: number; outcome: OutcomeDetail }) {
  const { t } = useT('outcomes');
  const dueText = useDueText();
  const setStep = useSetStep(id);
  const setGoal = useSetGoal(id);
  const onError = () => showErrorToast(t('saveFailed'));
  return (
    <>
      {data.goals.map((goal, index) => (
        <Card key={goal.id} withBorder component="section" aria-labelledby={`goal-${goal.id}`}>
          <Group justify="space-between" wrap="wrap" mb="sm">
            <div>
              <Text size="xs" c="dark.6" tt="uppercase">
                {t('goal')} {index + 1}
              </Text>
              <Title order={2} size="h4" id={`goal-${goal.id}`}>
                {goal.name}
              </Title>
            </div>
            {goal.completed && (
              <Badge color="green" variant="light" c="dark.8">
                {t('goalDone')}
              </Badge>
            )}
            {data.can_edit && (
              <Button
                size="compact-sm"
                variant="subtle"
                loading={setGoal.isPending && setGoal.variables?.goalId === goal.id}
                onClick={() => setGoal.mutate({ goalId: goal.id, completed: !goal.completed }, { onError })}
              >
                {goal.completed ? t('reopenGoal') : t('markGoalDone')}
              </Button>
            )}
          </Group>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {goal.steps.map((step) => (
              <li key={step.id}>
                <Checkbox
                  checked={step.completed}
                  disabled={!data.can_edit || (setStep.isPending && setStep.variables?.stepId === step.id)}
                  onChange={(event) =>
                    setStep.mutate({ stepId: step.id, completed: event.currentTarget.checked }, { onError })
                  }
                  label={step.name}
                  description={t('dueLabel', { when: dueText(step.due_date) })}
                />
              </li>
            ))}
          </Stack>
        </Card>
      ))}
    </>
  );
}
