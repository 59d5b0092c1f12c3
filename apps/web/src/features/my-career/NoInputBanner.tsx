import { Alert, Button, Text } from '@mantine/core';
import { clusterPagePaths } from '@portal/contracts';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';

/**
 * The no-input banner (participant spec 2): shown only while the customer has given no data at all, with 'Start
 * Survey' leading to the career-cluster survey. Closing it hides it for the rest of the visit (the page decides).
 */
export function NoInputBanner({ onClose }: { onClose: () => void }) {
  const { t } = useT('my-career');
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('banner.title')}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('banner.close')}
    >
      <Text size="sm" mb="sm">
        {t('banner.text')}
      </Text>
      <Button component={Link} to={clusterPagePaths.customer.survey} size="sm">
        {t('startSurvey')}
      </Button>
    </Alert>
  );
}
