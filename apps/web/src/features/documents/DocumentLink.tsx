import { Anchor, Badge } from '@mantine/core';
import { documentPaths } from '@portal/contracts';
import { useT } from '../../platform/i18n';

export interface LinkableDocument {
  id: number;
  original_filename: string;
  /** A paper document kept at a location (no stored file). */
  is_on_file: boolean;
  location_name: string | null;
}

/**
 * A customer document as a download link, or, when it is only on file (no stored file, nothing to download), as
 * its name with 'On file' and the location: a link that downloads nothing is never shown.
 */
export function DocumentLink({ document }: { document: LinkableDocument }) {
  const { t } = useT('documents');
  if (document.is_on_file) {
    return (
      <>
        {document.original_filename}{' '}
        <Badge variant="light" color="gray" c="dark.9">
          {document.location_name ? t('onFileAt', { location: document.location_name }) : t('onFile')}
        </Badge>
      </>
    );
  }
  return <Anchor href={documentPaths.download(document.id)}>{document.original_filename}</Anchor>;
}
