import { Anchor, Divider, Group, Stack, Title } from '@mantine/core';
import { customerAccountPages } from '@portal/contracts';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { PageTitle } from '../../ui/PageTitle';
import { EducationExperiencesSection } from './education/EducationExperiencesSection';
import { JobExperiencesSection } from './jobs/JobExperiencesSection';

/**
 * /customer-portal/profile: the customer's education and job experiences. Its tables are the spec's simple tables
 * (their delete asks 'Are you sure you wish to delete this item?'); My Career's dialogs show the same sections with the
 * longer confirmation.
 */
export function ProfilePage() {
  const { t } = useT('experiences');
  return (
    <Stack gap="xl">
      <PageTitle title={t('profileTitle')} />
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('profileTitle')}</Title>
        {/* Email, password and sessions (issue #24). */}
        <Anchor component={Link} to={customerAccountPages.account}>
          {t('accountSettings')}
        </Anchor>
      </Group>
      <EducationExperiencesSection simpleConfirm />
      <Divider />
      <JobExperiencesSection simpleConfirm />
    </Stack>
  );
}
