import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { uploadOptionsQuery } from './api';
import type { DocumentUploaderProps } from './DocumentUploaderForm';

/** The form's code (inputs, checkbox, file picker, progress): fetched as the upload options are. */
const loadForm = () => import('./DocumentUploaderForm');
const UploaderForm = lazy(async () => ({ default: (await loadForm()).UploaderForm }));

/** The customer document uploader (staff spec 2.11, 5, 7, 8): category, files or on file at a location. */
export function DocumentUploader({ customerId, allowOnFile = false, onDone }: DocumentUploaderProps) {
  const { t } = useT('documents');
  const options = useQuery(uploadOptionsQuery);
  void loadForm();
  if (options.isError)
    return <LoadError what={t('uploadOptionsWhat')} onRetry={options.refetch} retrying={options.isFetching} />;
  if (!options.data) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <UploaderForm options={options.data} customerId={customerId} allowOnFile={allowOnFile} onDone={onDone} />
    </Suspense>
  );
}
