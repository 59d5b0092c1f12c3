import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { groupMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useModule } from '../../platform/useModule';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { formOptionsQuery, groupsQuery } from './api';

// The new group form shows once the locations are in and a group's panel after Manage: their code (Mantine's form,
// inputs, segmented control) is fetched alongside the page's data instead of with its first script (issue #30).
const loadForms = () => import('./GroupForms');

/** /service-tracker/groups: create a group, add customers, pick its contact person (staff spec 2.4). */
export function GroupsPage() {
  const groups = useQuery(groupsQuery);
  const options = useQuery(formOptionsQuery);
  const [selected, setSelected] = useState<number | null>(null);
  const forms = useModule(loadForms);
  return (
    <Stack>
      <PageTitle title="Groups" />
      <Title order={1}>Groups</Title>
      {options.data && forms && <forms.CreateGroup locations={options.data.locations} onCreated={setSelected} />}
      {groups.isError ? (
        <LoadError what="the groups" onRetry={() => groups.refetch()} />
      ) : !groups.data ? (
        <Loader role="progressbar" aria-label="Loading" />
      ) : groups.data.data.length === 0 ? (
        <EmptyState message={groupMessages.noGroups} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {groups.data.data.map((group) => (
            <Card key={group.id} withBorder component="article" aria-label={group.name}>
              <Text fw={600}>{group.name}</Text>
              <Text size="sm">
                {group.location.name} · {group.member_total} members · Contact: {group.contact?.name ?? '—'}
              </Text>
              <Group mt="xs">
                <Button size="xs" variant="default" onClick={() => setSelected(group.id)}>
                  Manage {group.name}
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {selected !== null && forms && <forms.GroupPanel key={selected} id={selected} />}
    </Stack>
  );
}
