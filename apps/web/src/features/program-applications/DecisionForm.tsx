import { Button, Group, MultiSelect, Radio, Stack, Textarea } from '@mantine/core';
import { decisionBodySchema, toastCatalogue, type Application, type ProgramsPanel } from '@portal/contracts';
import { useState } from 'react';
import { isApiError } from '../../platform/api';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { useDecide } from './api';

type Errors = Partial<Record<'decision' | 'reason' | 'document_ids', string>>;

interface DecisionFormProps {
  customerId: number;
  application: Application;
  documents: ProgramsPanel['documents'];
}

/** The staff decision on an open application, checked with the server's schema before it is sent. */
export function DecisionForm({ customerId, application, documents }: DecisionFormProps) {
  const [decision, setDecision] = useState<string>('');
  const [reason, setReason] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useDecide(customerId);
  const name = `decision-${application.id}`;

  const submit = () => {
    const parsed = decisionBodySchema.safeParse({
      decision: decision || undefined,
      reason,
      document_ids: documentIds.map(Number),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    mutation.mutate(
      { applicationId: application.id, body: parsed.data },
      {
        onSuccess: (result) => showSuccessToast(result.message),
        onError: (failure) => {
          const fields = isApiError(failure, 422) ? failure.body?.errors : undefined;
          if (fields)
            setErrors({
              decision: fields.decision?.[0],
              reason: fields.reason?.[0],
              document_ids: fields.document_ids?.[0],
            });
          else showErrorToast(isApiError(failure) ? failure.message : toastCatalogue.unexpected);
        },
      },
    );
  };

  return (
    <Stack gap="sm" mt="sm">
      <Radio.Group
        name={name}
        label="Decision"
        withAsterisk
        value={decision}
        onChange={setDecision}
        error={errors.decision}
      >
        <Group gap="md" mt={4}>
          <Radio value="eligible" label="Eligible" />
          <Radio value="not_eligible" label="Not eligible" />
        </Group>
      </Radio.Group>
      <Textarea
        label="Reason"
        withAsterisk
        autosize
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={errors.reason}
      />
      <MultiSelect
        label="Documents relied on"
        placeholder={documents.length ? 'Select documents' : 'No documents uploaded yet'}
        data={documents.map((row) => ({
          value: String(row.id),
          label: row.category ? `${row.name} (${row.category})` : row.name,
        }))}
        value={documentIds}
        onChange={setDocumentIds}
        error={errors.document_ids}
        disabled={documents.length === 0}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={mutation.isPending}>
          Record decision
        </Button>
      </Group>
    </Stack>
  );
}
