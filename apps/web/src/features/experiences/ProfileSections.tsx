import { Divider } from '@mantine/core';
import { EducationExperiencesSection } from './education/EducationExperiencesSection';
import { JobExperiencesSection } from './jobs/JobExperiencesSection';

/** The profile's two sections (forms and tables), whose code ProfilePage fetches alongside their lists. */
export function ProfileSections() {
  return (
    <>
      <EducationExperiencesSection simpleConfirm />
      <Divider />
      <JobExperiencesSection simpleConfirm />
    </>
  );
}
