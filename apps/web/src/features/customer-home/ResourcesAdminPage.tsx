import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useModule } from '../../platform/useModule';
import { PageTitle } from '../../ui/PageTitle';
import { adminResourcesQuery } from './api';

const title = 'Home resources';

// The form's and the list's code (the fields, NumberInput, the table) is fetched alongside the list, behind the same
// loading line, instead of with the page's first script (issue #30).
const loadAdmin = () => import('./ResourcesAdmin');

/** Admin: the videos and articles of the customers' home carousel (content HTML is sanitised by the server). */
export function ResourcesAdminPage() {
  useQuery(adminResourcesQuery);
  const admin = useModule(loadAdmin);
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      {admin ? <admin.ResourcesAdmin /> : <Text>Loading…</Text>}
    </Stack>
  );
}
