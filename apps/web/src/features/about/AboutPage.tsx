import { Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';

/** Placeholder: the about feature owns this page. */
export function AboutPage() {
  return (
    <>
      <PageTitle title="AboutPage" />
      <Title order={1}>AboutPage</Title>
    </>
  );
}
