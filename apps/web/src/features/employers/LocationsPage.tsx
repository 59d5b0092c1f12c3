import { Anchor, Button, Group, Table } from '@mantine/core';
import { employerMessages, employerPaths, formatEmployerPhone } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { employerLinks, locationsQuery } from './api';
import { PagedTable } from './PagedTable';
import { DeleteAction, useRowDelete } from './DeleteAction';
import { EmployerRecordHeader, useEmployerParams } from './parts';
import { client } from '../../platform/api-client';

/** /employer-records/{id}/locations: the employer's locations, 25 a page. */
export function LocationsPage() {
  const { id } = useEmployerParams();
  const remove = useRowDelete(id);
  const [page, setPage] = useState(1);
  const query = useQuery(locationsQuery(id, page));
  return (
    <>
      <EmployerRecordHeader
        id={id}
        title="Locations"
        actions={
          <Button component={Link} to={employerLinks.createLocation(id)}>
            Add Location
          </Button>
        }
      />
      <PagedTable
        query={query}
        loadError={employerMessages.locationsFetchFailed}
        columns={['Label', 'Address', 'County', 'Phone', 'Creator', 'Actions']}
        onPage={setPage}
      >
        {(location) => (
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
            <Table.Td data-label="Phone">{formatEmployerPhone(location.phone)}</Table.Td>
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
                  onDelete={remove(
                    () => client.delete(employerPaths.location, { params: { id, locationId: location.id } }),
                    {
                      deleted: employerMessages.locationDeleted,
                      failed: employerMessages.locationDeleteFailed,
                    },
                  )}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </>
  );
}
