import { ActionIcon, Anchor, Group, List } from '@mantine/core';
import { documentPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../platform/i18n';
import { IconTrash } from '../icons';
import { documentsQuery } from './documentsApi';

interface UploadedDocumentsProps {
  ids: readonly number[];
  label: string;
  readOnly: boolean;
  onRemove: (id: number) => void;
}

/** The files a question's answer holds, each a download link with a remove button. */
export function UploadedDocuments({ ids, label, readOnly, onRemove }: UploadedDocumentsProps) {
  const { t } = useT('forms');
  const { data } = useQuery(documentsQuery(ids));
  if (ids.length === 0) return null;
  const nameOf = (id: number) =>
    data?.find((document) => document.id === id)?.original_filename ?? t('upload.document', { id });
  return (
    <List listStyleType="none" mt="xs" aria-label={t('upload.uploadedFiles', { label })}>
      {ids.map((id) => (
        <List.Item key={id}>
          <Group gap="xs">
            <Anchor href={documentPaths.download(id)} size="sm">
              {nameOf(id)}
            </Anchor>
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={t('upload.remove', { name: nameOf(id) })}
                onClick={() => onRemove(id)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
