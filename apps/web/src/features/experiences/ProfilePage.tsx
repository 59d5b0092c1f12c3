import { Anchor, Group, Stack, Title } from '@mantine/core';
import { customerAccountPages } from '@portal/contracts';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { useModule } from '../../platform/useModule';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { useEducationExperiences, useEducationLevels } from './education/useEducationExperiences';
import { useJobExperiences } from './jobs/useJobExperiences';

// The sections' code (the forms with their fields, the tables, the row actions) is fetched as the page mounts,
// alongside the lists they show, behind the page's loader, instead of with the page's first script (issue #30).
const loadSections = () => import('./ProfileSections');

/**
 * /customer-portal/profile: the customer's education and job experiences. Its tables are the spec's simple tables
 * (their delete asks 'Are you sure you wish to delete this item?'); My Career's dialogs show the same sections with the
 * longer confirmation.
 */
export function ProfilePage() {
  const { t } = useT('experiences');
  // Started here, so the lists and the level choices are asked for while the sections' code arrives.
  useEducationExperiences();
  useEducationLevels();
  useJobExperiences();
  const sections = useModule(loadSections);
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
      {sections ? <sections.ProfileSections /> : <PageLoader compact />}
    </Stack>
  );
}
