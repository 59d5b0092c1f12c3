import { Button, FileInput, Group, Modal, Stack } from '@mantine/core';
import { documentPaths, employerLimits, employerMessages, employerPaths } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { client } from '../../platform/api-client';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { employerKeys } from './api';

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

/** The documents page's upload dialog: the chosen files stay while the page is open, as before it was loaded apart. */
export function UploadDocumentsDialog({ id, opened, onClose }: { id: number; opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const tooBig = files.filter((file) => file.size > maxBytes);

  const upload = async () => {
    setUploading(true);
    try {
      await uploadAll(id, files);
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
      showSuccessToast(employerMessages.documentsUploaded);
      onClose();
      setFiles([]);
    } catch {
      showErrorToast(employerMessages.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Upload Documents" centered>
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
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void upload()} loading={uploading} disabled={files.length === 0 || tooBig.length > 0}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
