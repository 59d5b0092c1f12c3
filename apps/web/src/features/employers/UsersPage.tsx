import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
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
import { employerKeys, employerLinks, locationQuery, usersQuery } from './api';
import { DeleteAction, EmployerPageHeader, useCompanyName, useEmployerParams } from './parts';

/** .../locations/{locationId}/users: the location's contacts (their emails and phones are for staff only). */
export function UsersPage() {
  const { id, locationId } = useEmployerParams();
  const company = useCompanyName(id);
  const location = useQuery(locationQuery(id, locationId));
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isError, isFetching, refetch } = useQuery(usersQuery(id, locationId, page));
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
      {isError ? (
        <LoadError message={employerMessages.usersFetchFailed} onRetry={refetch} retrying={isFetching} />
      ) : data && data.data.length === 0 ? (
        <EmptyState message={employerMessages.noData} />
      ) : (
        <StackedTable striped aria-busy={isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.data ?? []).map((user) => (
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
                <Table.Td data-label="Phone">{user.phone}</Table.Td>
                <Table.Td>
                  <DeleteAction
                    what="user"
                    label={user.name}
                    onDelete={async () => {
                      try {
                        await api.delete(employerPath(employerPaths.locationUser, { id, locationId, userId: user.id }));
                        await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
                        showSuccessToast(employerMessages.userDeleted);
                      } catch {
                        showErrorToast(employerMessages.userDeleteFailed);
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
