import { Button, Group, Modal, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { DocumentUploader } from './DocumentUploader';
import { DocumentsList } from './DocumentsList';
import { DocumentsWidget } from './DocumentsWidget';

/** The Documents panel of the staff customer record (staff spec 2.11): widget, list, uploader with the on-file option. */
export function CustomerDocumentsPanel({ customerId, readOnly }: { customerId: number; readOnly: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="customer-documents-heading">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h3" id="customer-documents-heading">
          Customer documents
        </Title>
        {!readOnly && <Button onClick={() => setOpen(true)}>Upload Documents</Button>}
      </Group>
      <Stack gap="md">
        <DocumentsWidget customerId={customerId} />
        <DocumentsList customerId={customerId} canDelete={!readOnly} />
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title="Upload Documents" centered>
        <DocumentUploader customerId={customerId} allowOnFile onDone={() => setOpen(false)} />
      </Modal>
    </Paper>
  );
}
