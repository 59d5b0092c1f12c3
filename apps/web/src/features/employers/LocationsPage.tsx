import { Anchor, Button, Group, Table } from '@mantine/core';
import { employerMessages, employerPath, employerPaths } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../platform/api';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { StackedTable } from '../../ui/StackedTable';
import { Pager } from '../customers/Pager';
import { employerKeys, employerLinks, locationsQuery } from './api';
import { DeleteAction, EmployerPageHeader, EmployerTabs, useCompanyName, useEmployerParams } from './parts';

/** /employer-records/{id}/locations: the employer's locations, 25 a page. */
export function LocationsPage() {
  const { id } = useEmployerParams();
  const company = useCompanyName(id);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isError, isFetching, refetch } = useQuery(locationsQuery(id, page));
  return (
    <>
      <EmployerPageHeader
        trail={[{ label: company, to: employerLinks.edit(id) }, { label: 'Locations' }]}
        actions={
          <Button component={Link} to={employerLinks.createLocation(id)}>
            Add Location
          </Button>
        }
      />
      <EmployerTabs id={id} />
      {isError ? (
        <LoadError message={employerMessages.locationsFetchFailed} onRetry={refetch} retrying={isFetching} />
      ) : data && data.data.length === 0 ? (
        <EmptyState message={employerMessages.noData} />
      ) : (
        <StackedTable striped aria-busy={isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Label</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>County</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Creator</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.data ?? []).map((location) => (
              <Table.Tr key={location.id}>
                <Table.Td data-label="Label">
                  <Anchor component={Link} to={employerLinks.editLocation(id, location.id)}>
                    {location.label}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label="Address">
                  {location.address}, {location.city}, {location.state} {location.zipcode}
                </Table.Td>
                <Table.Td data-label="County">{location.county}</Table.Td>
                <Table.Td data-label="Phone">{location.phone}</Table.Td>
                <Table.Td data-label="Creator">
                  {location.creator}
                  {location.creator_location ? ` (${location.creator_location})` : ''}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button size="xs" variant="default" component={Link} to={employerLinks.users(id, location.id)}>
                      Users
                    </Button>
                    <DeleteAction
                      what="location"
                      label={location.label}
                      onDelete={async () => {
                        try {
                          await api.delete(employerPath(employerPaths.location, { id, locationId: location.id }));
                          await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
                          showSuccessToast(employerMessages.locationDeleted);
                        } catch {
                          showErrorToast(employerMessages.locationDeleteFailed);
                        }
                      }}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
      {data && (
        <Group mt="md">
          <Pager current={data.current_page} last={data.last_page} onPage={setPage} />
        </Group>
      )}
    </>
  );
}
