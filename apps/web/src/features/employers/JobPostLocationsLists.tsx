import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { jobPostMessages, jobPostPaths, type JobPostLocationsResponse } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { handleApiError } from '../../platform/errors';
import { showSuccessToast } from '../../platform/toasts';
import { CheckboxField } from '../../ui/CheckboxField';
import { EmptyState } from '../../ui/EmptyState';
import { StackedTable } from '../../ui/StackedTable';
import { employerKeys } from './api';

type Place = JobPostLocationsResponse['data'][number];

/** The post's locations and the employer's others, each with its checkboxes and its Remove or Add button. */
export function JobPostLocationsLists({
  id,
  postId,
  data,
}: {
  id: number;
  postId: number;
  data: JobPostLocationsResponse;
}) {
  const queryClient = useQueryClient();
  const [toAdd, setToAdd] = useState<number[]>([]);
  const [toRemove, setToRemove] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);

  const change = async (which: 'add' | 'remove', locations: number[]) => {
    setError(null);
    if (locations.length === 0) {
      setError(which === 'add' ? jobPostMessages.selectLocations : jobPostMessages.selectLocationsToRemove);
      return;
    }
    try {
      const path = which === 'add' ? jobPostPaths.addLocations : jobPostPaths.removeLocations;
      await client.post(path, { params: { id, postId }, body: { locations } });
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
      showSuccessToast(which === 'add' ? jobPostMessages.locationsAdded : jobPostMessages.locationsRemoved);
      setToAdd([]);
      setToRemove([]);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422)
        setError(caught.body?.message ?? jobPostMessages.selectLocations);
      else handleApiError(caught);
    }
  };

  const table = (rows: Place[], selected: number[], setSelected: (ids: number[]) => void, caption: string) => (
    <StackedTable>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Select</Table.Th>
          <Table.Th>Label</Table.Th>
          <Table.Th>Address</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td data-label="Select">
              <CheckboxField
                aria-label={`Select ${row.label}`}
                checked={selected.includes(row.id)}
                onChange={(event) =>
                  setSelected(
                    event.currentTarget.checked ? [...selected, row.id] : selected.filter((x) => x !== row.id),
                  )
                }
              />
            </Table.Td>
            <Table.Td data-label="Label">{row.label}</Table.Td>
            <Table.Td data-label="Address">
              {row.address}, {row.city}, {row.state} {row.zipcode}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );

  return (
    <>
      {error && (
        <Alert color="red" variant="light" mb="md" role="alert">
          {error}
        </Alert>
      )}
      <Stack>
        <Paper withBorder p="md">
          <Text fw={600} mb="xs">
            Locations of this job
          </Text>
          {data.data.length === 0 ? (
            <EmptyState message="No data available to show" />
          ) : (
            table(data.data, toRemove, setToRemove, 'Locations of this job')
          )}
          <Group mt="sm">
            <Button variant="default" color="red" onClick={() => void change('remove', toRemove)}>
              Remove Selected
            </Button>
          </Group>
        </Paper>
        <Paper withBorder p="md">
          <Text fw={600} mb="xs">
            Other locations of the employer
          </Text>
          {data.available.length === 0 ? (
            <EmptyState message={jobPostMessages.noLocationsToAdd} />
          ) : (
            table(data.available, toAdd, setToAdd, 'Other locations of the employer')
          )}
          <Group mt="sm">
            <Button onClick={() => void change('add', toAdd)}>Add Selected</Button>
          </Group>
        </Paper>
      </Stack>
    </>
  );
}
