import { Alert, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useT } from '../../platform/i18n';

export interface MatchStatusPanelProps {
  /** The status call's progress, 0 to 1; null while it loads or after it failed. */
  completed: number | null;
  /** False while the scores are being recomputed. */
  matches: boolean | null;
  failed: boolean;
  /** The four intake cards. */
  children: ReactNode;
}

/**
 * The match-score status panel (participant spec 2 and 4): how complete the customer's data is (a value between 0 and
 * 1, shown as a percentage), the intake cards, and whether the scores are being calculated. A failed status call says
 * so; the page stops polling then.
 */
export function MatchStatusPanel({ completed, matches, failed, children }: MatchStatusPanelProps) {
  const { t } = useT('my-career');
  const headingId = useId();
  const percent = completed === null ? 0 : Math.round(Math.min(Math.max(completed, 0), 1) * 100);
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} id={headingId}>
          {t('heading')}
        </Title>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={600} aria-hidden>
              {t('matchData')}
            </Text>
            {completed !== null && <Text fw={600}>{t('percentComplete', { percent })}</Text>}
          </Group>
          <Progress value={percent} size="lg" aria-label={t('matchData')} />
        </Stack>
        <div aria-live="polite">
          {failed ? (
            <Alert color="red" variant="light" role="alert">
              {t('statusFailed')}
            </Alert>
          ) : matches === false ? (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>{t('calculating')}</Text>
            </Group>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
