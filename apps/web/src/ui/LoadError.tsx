import { Box, Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../platform/i18n';
import classes from './LoadError.module.css';

type LoadErrorProps = (
  | {
      /** What failed, as it ends the sentence 'There was a problem loading …' ('your job experiences'). */
      what: string;
    }
  | {
      /** The spec's own failure text for this panel, when it has one ('Unable to fetch service log enrollments'). */
      message: string;
    }
) & {
  /** Loads again (usually the query's refetch). */
  onRetry: () => unknown;
  /** A retry is under way. */
  retrying?: boolean;
};

/**
 * Shown instead of a list, search result or panel whose data could not be loaded, so that a failure never reads as
 * "no records". Refresh loads the data again without leaving the page.
 */
export function LoadError({ onRetry, retrying = false, ...text }: LoadErrorProps) {
  // The participant's language on their pages (`what` comes in that language too); English on the staff's.
  const { t } = useT('common');
  const messageId = useId();
  // An alert (announced as it appears) described by its message, as Mantine's Alert is; drawn by LoadError.module.css.
  return (
    <Box role="alert" aria-describedby={messageId} className={classes.root}>
      <Stack id={messageId} gap="xs" align="flex-start" className={classes.message}>
        <Text size="sm" fw={600}>
          {'message' in text ? text.message : t('loadError.problemLoading', { what: text.what })}
        </Text>
        <Text size="sm">{t('loadError.refreshHint')}</Text>
        <Button size="xs" variant="default" loading={retrying} onClick={() => void onRetry()}>
          {t('loadError.refresh')}
        </Button>
      </Stack>
    </Box>
  );
}
