import { Alert, Button, Stack, Text } from '@mantine/core';
import { useT } from '../platform/i18n';

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
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {'message' in text ? text.message : t('loadError.problemLoading', { what: text.what })}
        </Text>
        <Text size="sm">{t('loadError.refreshHint')}</Text>
        <Button size="xs" variant="default" loading={retrying} onClick={() => void onRetry()}>
          {t('loadError.refresh')}
        </Button>
      </Stack>
    </Alert>
  );
}
