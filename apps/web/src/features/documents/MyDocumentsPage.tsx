import { Paper, Stack, Title } from '@mantine/core';
import { useT } from '../../platform/i18n';
import { PageTitle } from '../../ui/PageTitle';
import { DocumentUploader } from './DocumentUploader';
import { DocumentsList } from './DocumentsList';
import { DocumentsWidget } from './DocumentsWidget';

/** /customer-portal/documents (participant spec): the customer uploads, sees and downloads their own documents. */
export function MyDocumentsPage() {
  const { t } = useT('documents');
  return (
    <Stack gap="lg">
      <PageTitle title={t('myDocuments')} />
      <Title order={1}>{t('myDocuments')}</Title>
      <DocumentsWidget />
      <Paper withBorder p="md" component="section" aria-labelledby="upload-documents-heading">
        <Title order={2} size="h3" id="upload-documents-heading" mb="sm">
          {t('uploadDocuments')}
        </Title>
        <DocumentUploader />
      </Paper>
      <Stack component="section" aria-labelledby="your-documents-heading" gap="sm">
        <Title order={2} size="h3" id="your-documents-heading">
          {t('yourDocuments')}
        </Title>
        <DocumentsList canDelete />
      </Stack>
    </Stack>
  );
}
