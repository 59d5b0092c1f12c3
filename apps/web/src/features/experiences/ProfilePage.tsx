import { Divider, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { EducationExperiencesSection } from './education/EducationExperiencesSection';
import { JobExperiencesSection } from './jobs/JobExperiencesSection';

/** /customer-portal/profile: the customer's education and job experiences. */
export function ProfilePage() {
  return (
    <Stack gap="xl">
      <PageTitle title="My Profile" />
      <Title order={1}>My Profile</Title>
      <EducationExperiencesSection />
      <Divider />
      <JobExperiencesSection />
    </Stack>
  );
}
