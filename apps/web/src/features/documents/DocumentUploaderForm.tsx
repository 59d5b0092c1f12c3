import { Alert, Button, Checkbox, FileInput, Group, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import {
  customerDocumentMessages,
  type DocumentUploadOptions,
  requiredMessage,
  uploadMessages,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../platform/i18n';
import { translateValidationMessage } from '../../platform/i18n/validation';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { documentKeys, recordOnFile, uploadCustomerDocument, UploadStepError } from './api';

// The uploader's form (category, files or on file at a location, progress): DocumentUploader fetches this code as it
// fetches the upload options, so the page paints without it (#30).

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Staff spec 5: the extension must be in the server's list; the size within the settings' limit. */
export function checkFiles(files: File[], options: Pick<DocumentUploadOptions, 'extensions' | 'max_megabytes'>) {
  if (files.some((file) => !options.extensions.includes(extensionOf(file.name)))) {
    return customerDocumentMessages.wrongType(options.extensions);
  }
  if (files.some((file) => file.size > options.max_megabytes * 1024 * 1024)) {
    return uploadMessages.tooLarge(options.max_megabytes);
  }
  return null;
}

/**
 * What a failed upload says: the step's own text in the language shown, or the server's words about the file (too
 * large, not of an allowed type), translated where the catalogue knows them.
 */
function uploadFailure(error: unknown, transferFailed: string, unexpected: string): string {
  if (!(error instanceof UploadStepError)) return unexpected;
  if (error.message === customerDocumentMessages.uploadFailed) return transferFailed;
  if (error.message === customerDocumentMessages.unexpected) return unexpected;
  return translateValidationMessage(error.message);
}

export interface DocumentUploaderProps {
  /** Staff upload for this customer; a customer (no id) uploads for themself. */
  customerId?: number;
  /** Staff only: the 'document is on file' checkbox with its location (staff spec 2.11: allow_on_file_option). */
  allowOnFile?: boolean;
  onDone?: () => void;
}

/** The uploader once its options are in. */
export function UploaderForm({
  options,
  customerId,
  allowOnFile,
  onDone,
}: DocumentUploaderProps & { options: DocumentUploadOptions }) {
  const { t } = useT('documents');
  const queryClient = useQueryClient();
  const [categoryId, setCategoryId] = useState('');
  const [onFile, setOnFile] = useState(false);
  const [locationId, setLocationId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [typeAlert, setTypeAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ category?: string; location?: string; file?: string }>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const chooseFiles = (chosen: File[]) => {
    const problem = checkFiles(chosen, options);
    setTypeAlert(problem);
    setFiles(problem ? [] : chosen);
    setErrors((current) => ({ ...current, file: undefined }));
  };

  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    showSuccessToast(t('uploader.uploaded'));
    setFiles([]);
    setCategoryId('');
    setOnFile(false);
    setLocationId('');
    onDone?.();
  };

  const submit = async () => {
    const nextErrors = {
      category: categoryId ? undefined : requiredMessage,
      location: onFile && !locationId ? requiredMessage : undefined,
      file: !onFile && files.length === 0 ? requiredMessage : undefined,
    };
    setErrors(nextErrors);
    if (nextErrors.category || nextErrors.location || nextErrors.file) return;
    setBusy(true);
    try {
      if (onFile && customerId !== undefined) {
        await recordOnFile(customerId, { categoryId: Number(categoryId), locationId: Number(locationId) });
      } else {
        const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
        let done = 0;
        setProgress(0);
        for (const file of files) {
          await uploadCustomerDocument(file, { customerId, categoryId: Number(categoryId) }, (sent) =>
            setProgress(Math.min(100, Math.round(((done + sent) / total) * 100))),
          );
          done += file.size;
        }
        setProgress(100);
      }
      await finish();
    } catch (error) {
      showErrorToast(uploadFailure(error, t('uploader.uploadFailed'), t('uploader.unexpected')));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('uploader.category')}
        withAsterisk
        value={categoryId}
        onChange={(event) => setCategoryId(event.currentTarget.value)}
        data={[
          { value: '', label: t('uploader.selectCategory') },
          ...options.categories.map((category) => ({ value: String(category.id), label: category.name })),
        ]}
        error={errors.category && translateValidationMessage(errors.category)}
      />
      {allowOnFile && (
        <Checkbox
          label={t('uploader.onFileLabel')}
          checked={onFile}
          onChange={(event) => setOnFile(event.currentTarget.checked)}
        />
      )}
      {onFile ? (
        <NativeSelect
          label={t('uploader.location')}
          withAsterisk
          value={locationId}
          onChange={(event) => setLocationId(event.currentTarget.value)}
          data={[
            { value: '', label: t('uploader.selectLocation') },
            ...options.locations.map((location) => ({ value: String(location.id), label: location.name })),
          ]}
          error={errors.location && translateValidationMessage(errors.location)}
        />
      ) : (
        <FileInput
          label={t('uploader.files')}
          withAsterisk
          multiple
          clearable
          clearButtonProps={{ 'aria-label': t('uploader.clearFiles') }}
          value={files}
          onChange={chooseFiles}
          accept={options.extensions.map((extension) => `.${extension}`).join(',')}
          description={t('uploader.filesHint', {
            extensions: options.extensions.join(', '),
            size: options.max_megabytes,
          })}
          error={errors.file && translateValidationMessage(errors.file)}
        />
      )}
      {typeAlert && !onFile && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setTypeAlert(null)}>
          {translateValidationMessage(typeAlert)}
        </Alert>
      )}
      {progress !== null && (
        <Stack gap={4}>
          <Text size="sm" id="upload-progress-label">
            {t('uploader.uploading', { percent: progress })}
          </Text>
          <Progress.Root size="md">
            <Progress.Section value={progress} animated aria-labelledby="upload-progress-label" />
          </Progress.Root>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={busy}>
          {onFile ? t('uploader.save') : t('uploader.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
