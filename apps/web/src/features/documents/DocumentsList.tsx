import { Button, Stack, Table, Text } from '@mantine/core';
import { type CustomerDocument, customerDocumentMessages } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { StackedTable } from '../../ui/StackedTable';
import { Pager } from '../customers/Pager';
import { deleteDocument, documentKeys, documentsListQuery, lastPage, shortDate } from './api';
import { DocumentLink } from './DocumentLink';

/** A customer's documents (staff: customerId; a customer: their own), with download and delete. */
export function DocumentsList({ customerId, canDelete }: { customerId?: number; canDelete: boolean }) {
  const [page, setPage] = useState(1);
  const list = useQuery(documentsListQuery(customerId, page));
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<CustomerDocument | null>(null);

  const remove = async (document: CustomerDocument) => {
    setRemoving(null);
    try {
      await deleteDocument(document.id);
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      showSuccessToast(customerDocumentMessages.deleted);
    } catch {
      showErrorToast(customerDocumentMessages.deleteFailed);
    }
  };

  if (list.isError) return <LoadError what="the documents" onRetry={list.refetch} retrying={list.isFetching} />;
  if (!list.data) return <Text size="sm">Loading…</Text>;
  if (list.data.data.length === 0) {
    return (
      <Stack align="center" gap={4} py="md">
        <Text fw={600}>{customerDocumentMessages.emptyTitle}</Text>
        <Text c="dark.6">{customerDocumentMessages.emptyCustomer}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <StackedTable aria-label="Documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Document</Table.Th>
            <Table.Th scope="col">Category</Table.Th>
            <Table.Th scope="col">Added</Table.Th>
            {canDelete && <Table.Th scope="col">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.data.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td data-label="Document" style={{ overflowWrap: 'anywhere' }}>
                <DocumentLink document={document} />
              </Table.Td>
              <Table.Td data-label="Category">{document.document_category ?? ''}</Table.Td>
              <Table.Td data-label="Added">{shortDate(document.created_at)}</Table.Td>
              {canDelete && (
                <Table.Td data-label="Actions">
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => setRemoving(document)}
                    aria-label={`Delete ${document.original_filename}`}
                  >
                    Delete
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      <Pager current={page} last={lastPage(list.data)} onPage={setPage} />
      <ConfirmDialog
        opened={removing !== null}
        title="Delete document"
        message={`Delete ${removing?.original_filename ?? 'this document'}?`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
