import { Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';

/** Placeholder: the clusters feature owns this page. */
export function ClusterSurveyPage() {
  return (
    <>
      <PageTitle title="ClusterSurveyPage" />
      <Title order={1}>ClusterSurveyPage</Title>
    </>
  );
}
