import { Anchor, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { documentPaths, employerLimits, employerMessages, employerPaths } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { client } from '../../platform/api-client';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { documentsQuery, employerKeys } from './api';
import { PagedTable } from './PagedTable';
import { DeleteAction, EmployerRecordHeader, useEmployerParams, useRowDelete } from './parts';

const maxBytes = employerLimits.documentMaxMegabytes * 1024 * 1024;

/** Signed link, PUT, then one record call for the batch (staff spec 4: uploads; 7: employer documents). */
async function uploadAll(id: number, files: File[]) {
  const documents = [];
  for (const file of files) {
    const signed = await client.get(documentPaths.signedUrl, {
      query: { fileName: file.name, size: file.size, purpose: 'employer_document' },
    });
    const put = await fetch(signed.url, {
      method: signed.method,
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      credentials: 'same-origin',
    });
    if (!put.ok) throw new Error(employerMessages.uploadFailed);
    documents.push({
      name: signed.name,
      original_name: file.name,
      path: signed.path,
      size: file.size,
      mime: file.type,
    });
  }
  await client.post(employerPaths.documents, { params: { id }, body: { documents } });
}

/** .../documents (staff spec 2.11): page and perPage are kept in the address. */
export function DocumentsPage() {
  const { id } = useEmployerParams();
  const queryClient = useQueryClient();
  const remove = useRowDelete(id);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = Math.min(100, Math.max(1, Number(params.get('perPage')) || 10));
  const query = useQuery(documentsQuery(id, page, perPage));
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const tooBig = files.filter((file) => file.size > maxBytes);

  const upload = async () => {
    setUploading(true);
    try {
      await uploadAll(id, files);
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
      showSuccessToast(employerMessages.documentsUploaded);
      setOpen(false);
      setFiles([]);
    } catch {
      showErrorToast(employerMessages.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <EmployerRecordHeader
        id={id}
        title="Documents"
        actions={<Button onClick={() => setOpen(true)}>Upload Documents</Button>}
      />
      <Modal opened={open} onClose={() => setOpen(false)} title="Upload Documents" centered>
        <Stack>
          <FileInput
            label="Files"
            multiple
            clearable
            value={files}
            onChange={setFiles}
            description={`Up to ${employerLimits.documentMaxMegabytes}MB each`}
            error={
              tooBig.length > 0 ? tooBig.map((file) => employerMessages.documentTooBig(file.name)).join(' ') : undefined
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => void upload()}
              loading={uploading}
              disabled={files.length === 0 || tooBig.length > 0}
            >
              Upload
            </Button>
          </Group>
        </Stack>
      </Modal>
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
