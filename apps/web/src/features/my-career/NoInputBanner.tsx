import { Alert, Button, Text } from '@mantine/core';
import { clusterPagePaths, myCareerTexts } from '@portal/contracts';
import { Link } from 'react-router';
import { bannerTexts } from './texts';

/**
 * The no-input banner (participant spec 2): shown only while the customer has given no data at all, with 'Start
 * Survey' leading to the career-cluster survey. Closing it hides it for the rest of the visit (the page decides).
 */
export function NoInputBanner({ onClose }: { onClose: () => void }) {
  return (
    <Alert
      color="blue"
      variant="light"
      title={bannerTexts.title}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={bannerTexts.close}
    >
      <Text size="sm" mb="sm">
        {bannerTexts.text}
      </Text>
      <Button component={Link} to={clusterPagePaths.customer.survey} size="sm">
        {myCareerTexts.startSurvey}
      </Button>
    </Alert>
  );
}
