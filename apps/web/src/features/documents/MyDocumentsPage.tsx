import { Paper, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { DocumentUploader } from './DocumentUploader';
import { DocumentsList } from './DocumentsList';
import { DocumentsWidget } from './DocumentsWidget';

export const myDocumentsTitle = 'My Documents';

/** /customer-portal/documents (participant spec): the customer uploads, sees and downloads their own documents. */
export function MyDocumentsPage() {
  return (
    <Stack gap="lg">
      <PageTitle title={myDocumentsTitle} />
      <Title order={1}>{myDocumentsTitle}</Title>
      <DocumentsWidget />
      <Paper withBorder p="md" component="section" aria-labelledby="upload-documents-heading">
        <Title order={2} size="h3" id="upload-documents-heading" mb="sm">
          Upload Documents
        </Title>
        <DocumentUploader />
      </Paper>
      <Stack component="section" aria-labelledby="your-documents-heading" gap="sm">
        <Title order={2} size="h3" id="your-documents-heading">
          Your documents
        </Title>
        <DocumentsList canDelete />
      </Stack>
    </Stack>
  );
}
