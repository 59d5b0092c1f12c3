import { Divider, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { EducationExperiencesSection } from './education/EducationExperiencesSection';
import { JobExperiencesSection } from './jobs/JobExperiencesSection';

/**
 * /customer-portal/profile: the customer's education and job experiences. Its tables are the spec's simple tables
 * (their delete asks 'Are you sure you wish to delete this item?'); My Career's dialogs show the same sections with the
 * longer confirmation.
 */
export function ProfilePage() {
  return (
    <Stack gap="xl">
      <PageTitle title="My Profile" />
      <Title order={1}>My Profile</Title>
      <EducationExperiencesSection simpleConfirm />
      <Divider />
      <JobExperiencesSection simpleConfirm />
    </Stack>
  );
}
