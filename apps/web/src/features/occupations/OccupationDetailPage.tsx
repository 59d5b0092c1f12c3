import { Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';

/** Placeholder: the occupations feature owns this page. */
export function OccupationDetailPage() {
  return (
    <>
      <PageTitle title="OccupationDetailPage" />
      <Title order={1}>OccupationDetailPage</Title>
    </>
  );
}
