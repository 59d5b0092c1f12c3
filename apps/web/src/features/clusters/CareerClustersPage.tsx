import { Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';

/** Placeholder: the clusters feature owns this page. */
export function CareerClustersPage() {
  return (
    <>
      <PageTitle title="CareerClustersPage" />
      <Title order={1}>CareerClustersPage</Title>
    </>
  );
}
