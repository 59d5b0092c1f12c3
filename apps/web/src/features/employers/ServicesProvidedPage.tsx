import { Button, Table } from '@mantine/core';
import { employerMessages, employerPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { employerLinks, servicesProvidedQuery } from './api';
import { PagedTable } from './PagedTable';
import { DeleteAction, useRowDelete } from './DeleteAction';
import { EmployerRecordHeader, useEmployerParams } from './parts';
import { client } from '../../platform/api-client';

/** .../service-providers (staff spec 2.12): the services staff gave this employer. */
export function ServicesProvidedPage() {
  const { id } = useEmployerParams();
  const remove = useRowDelete(id);
  const [page, setPage] = useState(1);
  const query = useQuery(servicesProvidedQuery(id, page));
  return (
    <>
      <EmployerRecordHeader
        id={id}
        title="Service Provided"
        actions={
          <Button component={Link} to={employerLinks.createService(id)}>
            Log Service Provided
          </Button>
        }
      />
      <PagedTable
        query={query}
        loadError={employerMessages.servicesProvidedFetchFailed}
        columns={['Creator', 'Location', 'Service Type', 'Service', 'Notes', 'Start Date', 'Actions']}
        onPage={setPage}
      >
        {(row) => (
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
                onDelete={remove(
                  () => client.delete(employerPaths.serviceProvided, { params: { id, serviceProvidedId: row.id } }),
                  {
                    deleted: employerMessages.serviceProvidedDeleted,
                    failed: employerMessages.serviceProvidedDeleteFailed,
                  },
                )}
              />
            </Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </>
  );
}
