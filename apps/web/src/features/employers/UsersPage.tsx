import { Anchor, Badge, Button, Table } from '@mantine/core';
import { employerMessages, employerPaths, formatEmployerPhone } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { employerLinks, locationQuery, usersQuery } from './api';
import { PagedTable } from './PagedTable';
import { DeleteAction, useRowDelete } from './DeleteAction';
import { EmployerPageHeader, useCompanyName, useEmployerParams } from './parts';
import { client } from '../../platform/api-client';

/** .../locations/{locationId}/users: the location's contacts (their emails and phones are for staff only). */
export function UsersPage() {
  const { id, locationId } = useEmployerParams();
  const company = useCompanyName(id);
  const location = useQuery(locationQuery(id, locationId));
  const remove = useRowDelete(id);
  const [page, setPage] = useState(1);
  const query = useQuery(usersQuery(id, locationId, page));
  return (
    <>
      <EmployerPageHeader
        trail={[
          { label: company, to: employerLinks.edit(id) },
          { label: 'Locations', to: employerLinks.locations(id) },
          { label: `${location.data?.label ?? 'Location'} Users` },
        ]}
        actions={
          <Button component={Link} to={employerLinks.createUser(id, locationId)}>
            Add User
          </Button>
        }
      />
      <PagedTable
        query={query}
        loadError={employerMessages.usersFetchFailed}
        columns={['Name', 'Title', 'Email', 'Phone', 'Actions']}
        onPage={setPage}
      >
        {(user) => (
          <Table.Tr key={user.id}>
            <Table.Td data-label="Name">
              <Anchor component={Link} to={employerLinks.editUser(id, locationId, user.id)}>
                {user.name}
              </Anchor>{' '}
              {user.primary_contact && (
                <Badge size="sm" variant="light">
                  Primary
                </Badge>
              )}
            </Table.Td>
            <Table.Td data-label="Title">{user.title}</Table.Td>
            <Table.Td data-label="Email">{user.email}</Table.Td>
            <Table.Td data-label="Phone">{formatEmployerPhone(user.phone)}</Table.Td>
            <Table.Td>
              <DeleteAction
                what="user"
                label={user.name}
                onDelete={remove(
                  () => client.delete(employerPaths.locationUser, { params: { id, locationId, userId: user.id } }),
                  {
                    deleted: employerMessages.userDeleted,
                    failed: employerMessages.userDeleteFailed,
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
