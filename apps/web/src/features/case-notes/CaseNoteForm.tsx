import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import {
  caseNoteBodySchema,
  caseNoteCategories,
  caseNoteCategoryLabels,
  toastCatalogue,
  type CaseNoteBody,
  type CaseNoteCategory,
} from '@portal/contracts';
import { useState } from 'react';
import { isApiError } from '../../platform/api';
import { showErrorToast } from '../../platform/toasts';
import { emptyNote, RichTextNote } from '../performance/RichTextNote';

interface Errors {
  category?: string;
  body?: string;
}

const categoryOptions = caseNoteCategories.map((value) => ({ value, label: caseNoteCategoryLabels[value] }));

interface CaseNoteFormProps {
  initial?: CaseNoteBody;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: CaseNoteBody, done: () => void, failed: (error: unknown) => void) => void;
  onCancel?: () => void;
}

/** The note's category, rich text and confidential box, checked with the same schema as the server. */
export function CaseNoteForm({ initial, submitLabel, busy, onSubmit, onCancel }: CaseNoteFormProps) {
  const [category, setCategory] = useState<CaseNoteCategory | null>(initial?.category ?? 'general');
  const [body, setBody] = useState(initial?.body ?? emptyNote);
  const [confidential, setConfidential] = useState(initial?.confidential ?? false);
  const [errors, setErrors] = useState<Errors>({});
  // A new key clears the editor after a save (it owns its text once mounted).
  const [editorKey, setEditorKey] = useState(0);

  const submit = () => {
    const parsed = caseNoteBodySchema.safeParse({ category, body, confidential });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'category' || field === 'body') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(
      parsed.data,
      () => {
        if (initial) return;
        setBody(emptyNote);
        setConfidential(false);
        setEditorKey((key) => key + 1);
      },
      (error) => {
        const fields = isApiError(error, 422) ? error.body?.errors : undefined;
        if (fields) setErrors({ category: fields.category?.[0], body: fields.body?.[0] });
        else showErrorToast(isApiError(error) ? error.message : toastCatalogue.unexpected);
      },
    );
  };

  return (
    <Stack gap="sm">
      <Select
        label="Category"
        required
        data={categoryOptions}
        value={category}
        onChange={(value) => setCategory(value)}
        error={errors.category}
        allowDeselect={false}
        maw={320}
      />
      <RichTextNote key={editorKey} label="Note" initialValue={body} onChange={setBody} error={errors.body} />
      <Checkbox
        label="Confidential (only you and administrators can read it)"
        checked={confidential}
        onChange={(event) => setConfidential(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button onClick={submit} loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
