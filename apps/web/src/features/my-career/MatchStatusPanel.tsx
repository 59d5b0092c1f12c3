import { Box, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useT } from '../../platform/i18n';
import failureClasses from '../../ui/LoadError.module.css';
import { ProgressBar } from '../../ui/ProgressBar';

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
  const failureId = useId();
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
          <ProgressBar value={percent} size="lg" aria-label={t('matchData')} />
        </Stack>
        <div aria-live="polite">
          {failed ? (
            // Alert's red box as LoadError draws it (without Alert's code on the first paint).
            <Box role="alert" aria-describedby={failureId} className={failureClasses.root}>
              <Text id={failureId} size="sm" className={failureClasses.message}>
                {t('statusFailed')}
              </Text>
            </Box>
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
