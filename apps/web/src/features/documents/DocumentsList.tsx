import { Button, Stack, Table, Text } from '@mantine/core';
import type { CustomerDocument } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useT } from '../../platform/i18n';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { StackedTable } from '../../ui/StackedTable';
import { Pager } from '../customers/Pager';
import { deleteDocument, documentKeys, documentsListQuery, lastPage, shortDate } from './api';
import { DocumentLink } from './DocumentLink';

/** A customer's documents (staff: customerId; a customer: their own), with download and delete. */
export function DocumentsList({ customerId, canDelete }: { customerId?: number; canDelete: boolean }) {
  const { t } = useT(['documents', 'common']);
  const { locale } = useFormat();
  const [page, setPage] = useState(1);
  const list = useQuery(documentsListQuery(customerId, page));
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<CustomerDocument | null>(null);

  const remove = async (document: CustomerDocument) => {
    setRemoving(null);
    try {
      await deleteDocument(document.id);
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      showSuccessToast(t('deleted'));
    } catch {
      showErrorToast(t('deleteFailed'));
    }
  };

  if (list.isError) return <LoadError what={t('loadWhat')} onRetry={list.refetch} retrying={list.isFetching} />;
  if (!list.data) return <Text size="sm">{t('loading')}</Text>;
  if (list.data.data.length === 0) {
    return (
      <Stack align="center" gap={4} py="md">
        <Text fw={600}>{t('emptyTitle')}</Text>
        <Text c="dark.6">{t('emptyCustomer')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <StackedTable aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.document')}</Table.Th>
            <Table.Th scope="col">{t('table.category')}</Table.Th>
            <Table.Th scope="col">{t('table.added')}</Table.Th>
            {canDelete && <Table.Th scope="col">{t('table.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.data.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td data-label={t('table.document')} style={{ overflowWrap: 'anywhere' }}>
                <DocumentLink document={document} />
              </Table.Td>
              <Table.Td data-label={t('table.category')}>{document.document_category ?? ''}</Table.Td>
              <Table.Td data-label={t('table.added')}>{shortDate(document.created_at, locale)}</Table.Td>
              {canDelete && (
                <Table.Td data-label={t('table.actions')}>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => setRemoving(document)}
                    aria-label={t('deleteName', { name: document.original_filename })}
                  >
                    {t('delete')}
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
        title={t('deleteTitle')}
        message={t('deleteQuestion', { name: removing?.original_filename ?? t('thisDocument') })}
        confirmLabel={t('delete')}
        cancelLabel={t('common:cancel')}
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
