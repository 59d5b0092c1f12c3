import { Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';

/** Placeholder: the programs feature owns this page. */
export function ProgramFinderPage() {
  return (
    <>
      <PageTitle title="ProgramFinderPage" />
      <Title order={1}>ProgramFinderPage</Title>
    </>
  );
}
