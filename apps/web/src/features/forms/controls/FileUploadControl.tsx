import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { handleApiError } from '../../../platform/errors';
import { useSettings } from '../../../platform/settings';
import type { FieldProps } from '../fieldTypes';
import { deleteDocument } from '../upload/documentsApi';
import { UploadedDocuments } from '../upload/UploadedDocuments';
import { UploadQueue } from '../upload/UploadQueue';
import { useFileUploads } from '../upload/useFileUploads';

/** A file question: its answer is the list of uploaded document ids (forms spec 3, 4, 5). */
export function FileUploadControl({ question, value, onChange, error, ctx }: FieldProps<number[]>) {
  const ids = value ?? [];
  const settings = useSettings();
  const queryClient = useQueryClient();
  const inputId = useId();
  const uploads = useFileUploads({
    customerId: ctx.target.customerId,
    maxMegabytes: settings.allowed_maximum_upload_size,
    toast: ctx.toast,
    // The upload ends seconds later, maybe beside another: append to the answer as it is then.
    onUploaded: (document) => onChange((current) => [...(current ?? []), document.id]),
  });

  /** Optimistic: the file leaves the answer at once; the document is deleted, then the list refreshes. */
  const remove = (id: number) => {
    onChange((current) => (current ?? []).filter((other) => other !== id));
    deleteDocument(id)
      .catch((failure: unknown) => handleApiError(failure))
      .finally(() => void queryClient.invalidateQueries({ queryKey: ['forms', 'documents'] }));
  };

  const describedBy = [question.description && `${inputId}-description`, error && `${inputId}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <Input.Wrapper
      id={inputId}
      label={question.text}
      description={question.description ?? undefined}
      withAsterisk={question.required}
      error={error}
    >
      {!question.readonly && (
        <input
          id={inputId}
          type="file"
          multiple
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            uploads.add(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
      )}
      {uploads.items.length > 0 && <UploadQueue items={uploads.items} onRetry={uploads.retry} />}
      <UploadedDocuments ids={ids} label={question.text} readOnly={question.readonly} onRemove={remove} />
    </Input.Wrapper>
  );
}
