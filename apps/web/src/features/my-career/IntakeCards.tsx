import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { Columns } from '../../ui/Columns';
import { completeGreen } from '../../ui/MatchBadge';
import { intakeCardMinutes, type IntakeCardKey } from './texts';

/** One card's action: a page to open, or a dialog on this page. */
export type IntakeAction = { to: string } | { onClick: () => void };

export interface IntakeCardsProps {
  complete: Record<IntakeCardKey, boolean>;
  actions: Record<IntakeCardKey, IntakeAction>;
}

const order: IntakeCardKey[] = ['clusterSurvey', 'skillsSurvey', 'work', 'education'];

/** The four intake cards: complete when the status flag is true; the button reads the spec's 'Update …' or 'Add …'. */
export function IntakeCards({ complete, actions }: IntakeCardsProps) {
  return (
    <Columns cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {order.map((key) => (
        <IntakeCard key={key} cardKey={key} complete={complete[key]} action={actions[key]} />
      ))}
    </Columns>
  );
}

function IntakeCard({
  cardKey,
  complete,
  action,
}: {
  cardKey: IntakeCardKey;
  complete: boolean;
  action: IntakeAction;
}) {
  const { t } = useT('my-career');
  const headingId = useId();
  const label = complete ? t(`intake.${cardKey}.done`) : t(`intake.${cardKey}.todo`);
  const button =
    'to' in action ? (
      <Button component={Link} to={action.to} variant={complete ? 'outline' : 'filled'} fullWidth>
        {label}
      </Button>
    ) : (
      <Button onClick={action.onClick} variant={complete ? 'outline' : 'filled'} fullWidth aria-haspopup="dialog">
        {label}
      </Button>
    );
  return (
    // A bordered Paper draws what Card drew here (its code is not on the first paint, issue #30).
    <Paper component="article" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Title order={3} size="h5" id={headingId}>
              {t(`intake.${cardKey}.title`)}
            </Title>
            <Badge color={complete ? completeGreen : 'gray.8'} variant={complete ? 'filled' : 'outline'} tt="none">
              {complete ? t('intake.complete') : t('intake.notStarted')}
            </Badge>
          </Group>
          <Text size="sm">{t(`intake.${cardKey}.purpose`)}</Text>
          <Text size="sm" c="dark.6">
            {t('intake.minutes', { count: intakeCardMinutes[cardKey] })}
          </Text>
        </Stack>
        {button}
      </Stack>
    </Paper>
  );
}
