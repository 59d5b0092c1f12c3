import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { documentPaths, employerMessages, employerPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { client } from '../../platform/api-client';
import { OptionalPart } from '../../ui/OptionalPart';
import { documentsQuery } from './api';
import { PagedTable } from './PagedTable';
import { DeleteAction, useRowDelete } from './DeleteAction';
import { EmployerRecordHeader, useEmployerParams } from './parts';

// The upload dialog (Mantine's Modal and FileInput) is not part of the page's first paint (issue #30): its code is
// fetched once the page has painted, so the dialog still opens at once.
const loadDialog = () => import('./UploadDocumentsDialog');
const UploadDocumentsDialog = lazy(async () => ({ default: (await loadDialog()).UploadDocumentsDialog }));

/** .../documents (staff spec 2.11): page and perPage are kept in the address. */
export function DocumentsPage() {
  const { id } = useEmployerParams();
  const remove = useRowDelete(id);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = Math.min(100, Math.max(1, Number(params.get('perPage')) || 10));
  const query = useQuery(documentsQuery(id, page, perPage));
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted: it closes with its transition and keeps the files chosen.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    void loadDialog().catch(() => undefined);
  }, []);

  return (
    <>
      <EmployerRecordHeader
        id={id}
        title="Documents"
        actions={
          <Button
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            Upload Documents
          </Button>
        }
      />
      {wanted && (
        <OptionalPart fallback={null}>
          <Suspense fallback={null}>
            <UploadDocumentsDialog id={id} opened={open} onClose={() => setOpen(false)} />
          </Suspense>
        </OptionalPart>
      )}
      <PagedTable
        query={query}
        loadError={employerMessages.documentsFetchFailed}
        empty={
          <Stack align="center" gap={4} py="md">
            <Text fw={600}>{employerMessages.documentsEmptyTitle}</Text>
            <Text c="dark.6">{employerMessages.documentsEmptyText}</Text>
          </Stack>
        }
        columns={['File', 'Uploaded', 'Actions']}
        onPage={(next) => setParams(new URLSearchParams({ page: String(next), perPage: String(perPage) }))}
      >
        {(row) => (
          <Table.Tr key={row.document.id}>
            <Table.Td data-label="File">
              <Anchor href={documentPaths.download(row.document.id)}>{row.document.original_filename}</Anchor>
            </Table.Td>
            <Table.Td data-label="Uploaded">{new Date(row.created_at).toLocaleDateString('en-US')}</Table.Td>
            <Table.Td>
              <DeleteAction
                what="document"
                label={row.document.original_filename}
                onDelete={remove(
                  () => client.delete(employerPaths.document, { params: { id, documentId: row.document.id } }),
                  {
                    deleted: employerMessages.documentDeleted,
                    failed: employerMessages.documentDeleteFailed,
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
