import { Button, FileInput, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  earliestDate,
  evidenceExtensions,
  performanceKinds,
  performanceMessages as messages,
  type Evidence,
  type PerformanceBody,
  type PerformanceKind,
  type PerformanceRecord,
  toastCatalogue,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { serverErrorsToFormErrors } from '../../platform/forms';
import { laterModule } from '../../platform/laterModule';
import { useSettings } from '../../platform/settings';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import {
  checkEvidenceFile,
  createPerformance,
  performanceKeys,
  performanceTypesQuery,
  todayIso,
  updatePerformance,
  uploadChosenEvidence,
} from './api';
import { DocumentLink } from '../documents/DocumentLink';
import { emptyNote, RichTextNote } from './RichTextNote';

type Field = 'measurable_id' | 'date_affected' | 'evidence' | 'note';
type Errors = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['measurable_id', 'date_affected', 'evidence', 'note'];

/** The server's schema, fetched after the page paints instead of with it (#30); a submit waits for it. */
const loadSchema = laterModule(() =>
  import('@portal/contracts/performance').then((module) => module.performanceBodySchema),
);

interface IndicatorFormProps {
  kind: PerformanceKind;
  customerId: number;
  /** Editing this record (the Edit Performance dialog); creating when absent. */
  record?: PerformanceRecord;
  onSaved?: () => void;
}

/**
 * The performance indicator form (staff spec 2.8, 4, 5; forms spec 7, 8): type, date of indicator, evidence (required
 * only when the type demands it and none exists yet), a rich-text note; Submit to create, Update (with a spinner) to
 * edit. Checked with the server's own schema first; the server's field errors land under the same fields.
 */
export function IndicatorForm({ kind, customerId, record, onSaved }: IndicatorFormProps) {
  const queryClient = useQueryClient();
  const settings = useSettings();
  const maxMegabytes = settings.allowed_maximum_upload_size;
  const types = useQuery(performanceTypesQuery(kind));
  const [typeId, setTypeId] = useState(record ? String(record.measurable.data.id) : '');
  const [date, setDate] = useState(record ? record.date_affected.slice(0, 10) : '');
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState(record ? record.note.data.body : emptyNote);
  const [noteKey, setNoteKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const type = types.data?.find((option) => String(option.id) === typeId);
  const hasEvidence = Boolean(record?.document.data);
  // Staff spec 4: changing the type recomputes whether evidence is required.
  const evidenceRequired = Boolean(type?.is_evidence_must) && !hasEvidence;
  const prefix = record ? `edit-${record.id}` : `new-${kind}`;

  const chooseFile = (chosen: File | null) => {
    const problem = chosen ? checkEvidenceFile(chosen, maxMegabytes) : null;
    setFile(problem ? null : chosen);
    setErrors((current) => ({ ...current, evidence: problem ?? undefined }));
  };

  const body = (evidence: Evidence | null): PerformanceBody => ({
    measurable_id: typeId === '' ? undefined : Number(typeId),
    measurable_type: performanceKinds[kind].measurableType,
    is_evidence_must: type?.is_evidence_must ?? false,
    date_affected: date,
    evidence,
    note,
    customer_id: customerId,
  });

  useEffect(() => void loadSchema().catch(() => undefined), []);

  const check = (schema: Awaited<ReturnType<typeof loadSchema>>): Errors => {
    const found: Errors = {};
    const parsed = schema.safeParse(body(null));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        if (fields.includes(field)) found[field] ??= issue.message;
      }
    }
    if (!found.date_affected && date > todayIso()) found.date_affected = messages.dateInFuture;
    if (evidenceRequired && !file) found.evidence = messages.evidenceRequired;
    return found;
  };

  const reset = () => {
    setTypeId('');
    setDate('');
    setFile(null);
    setNote(emptyNote);
    setNoteKey((key) => key + 1);
  };

  const submit = async () => {
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      return showErrorToast(toastCatalogue.unexpected);
    }
    const found = check(schema);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const evidence = await uploadChosenEvidence(file, 'evidence');
      if (evidence === 'failed') {
        setErrors({ evidence: messages.uploadFailed });
        return;
      }
      const answer = record
        ? await updatePerformance(record.id, body(evidence))
        : await createPerformance(body(evidence));
      setErrors({});
      showSuccessToast(answer.message);
      await queryClient.invalidateQueries({ queryKey: performanceKeys.all });
      if (!record) reset();
      onSaved?.();
    } catch (error) {
      if (isApiError(error, 422)) {
        // Staff spec 5: the server's field errors under their fields, first message only; any other field toasts.
        const { formErrors } = serverErrorsToFormErrors(error.body?.errors);
        const shown: Errors = {};
        for (const [field, message] of Object.entries(formErrors)) {
          if (fields.includes(field as Field)) shown[field as Field] = message;
          else showErrorToast(message);
        }
        setErrors(shown);
      } else if (record && !isApiError(error, 403) && !isApiError(error, 401)) {
        showErrorToast(messages.updateFailedText, messages.updateFailed);
      } else {
        handleApiError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={record ? messages.editTitle : `New ${performanceKinds[kind].title}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          id={`${prefix}-type`}
          label="Type"
          withAsterisk
          value={typeId}
          onChange={(event) => {
            setTypeId(event.currentTarget.value);
            setErrors((current) => ({ ...current, measurable_id: undefined, evidence: undefined }));
          }}
          data={[
            { value: '', label: types.isPending ? 'Loading…' : 'Select a type' },
            ...(types.data ?? []).map((option) => ({ value: String(option.id), label: option.type })),
          ]}
          error={errors.measurable_id}
        />
        <TextInput
          id={`${prefix}-date`}
          type="date"
          label="Date of Indicator"
          withAsterisk
          min={earliestDate}
          max={todayIso()}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={errors.date_affected}
        />
        <FileInput
          id={`${prefix}-evidence`}
          label="Upload Evidence"
          withAsterisk={evidenceRequired}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear evidence' }}
          value={file}
          onChange={chooseFile}
          accept={evidenceExtensions.map((extension) => `.${extension}`).join(',')}
          description={`${evidenceExtensions.join(', ')}; up to ${maxMegabytes}MB`}
          error={errors.evidence}
        />
        {record?.document.data && (
          <Text size="sm">
            Current evidence: <DocumentLink document={record.document.data} />
          </Text>
        )}
        <RichTextNote
          key={noteKey}
          label="Note"
          initialValue={note}
          onChange={(html) => setNote(html)}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={busy}>
            {record ? 'Update' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
