import { Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';

/** Placeholder: the occupations feature owns this page. */
export function OccupationFinderPage() {
  return (
    <>
      <PageTitle title="OccupationFinderPage" />
      <Title order={1}>OccupationFinderPage</Title>
    </>
  );
}
