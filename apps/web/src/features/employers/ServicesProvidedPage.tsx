import { Button, Group, Table } from '@mantine/core';
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
import { employerKeys, employerLinks, servicesProvidedQuery } from './api';
import { DeleteAction, EmployerPageHeader, EmployerTabs, useCompanyName, useEmployerParams } from './parts';

/** .../service-providers (staff spec 2.12): the services staff gave this employer. */
export function ServicesProvidedPage() {
  const { id } = useEmployerParams();
  const company = useCompanyName(id);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isError, isFetching, refetch } = useQuery(servicesProvidedQuery(id, page));
  return (
    <>
      <EmployerPageHeader
        trail={[{ label: company, to: employerLinks.edit(id) }, { label: 'Service Provided' }]}
        actions={
          <Button component={Link} to={employerLinks.createService(id)}>
            Log Service Provided
          </Button>
        }
      />
      <EmployerTabs id={id} />
      {isError ? (
        <LoadError message={employerMessages.servicesProvidedFetchFailed} onRetry={refetch} retrying={isFetching} />
      ) : data && data.data.length === 0 ? (
        <EmptyState message={employerMessages.noData} />
      ) : (
        <StackedTable striped aria-busy={isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Creator</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Service Type</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Notes</Table.Th>
              <Table.Th>Start Date</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.data ?? []).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td data-label="Creator">{row.creator.full_name}</Table.Td>
                <Table.Td data-label="Location">{row.location.address}</Table.Td>
                <Table.Td data-label="Service Type">{row.serviceType.name}</Table.Td>
                <Table.Td data-label="Service">{row.service.name}</Table.Td>
                <Table.Td data-label="Notes">{row.notes}</Table.Td>
                <Table.Td data-label="Start Date">
                  {new Date(`${row.start_date}T00:00:00`).toLocaleDateString('en-US')}
                </Table.Td>
                <Table.Td>
                  <DeleteAction
                    what="service provider"
                    label={row.service.name}
                    onDelete={async () => {
                      try {
                        await api.delete(
                          employerPath(employerPaths.serviceProvided, { id, serviceProvidedId: row.id }),
                        );
                        await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
                        showSuccessToast(employerMessages.serviceProvidedDeleted);
                      } catch {
                        showErrorToast(employerMessages.serviceProvidedDeleteFailed);
                      }
                    }}
                  />
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
