import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  boardDateOf,
  exitBodySchema,
  exitReasonLabels,
  exitReasonValues,
  latestTodayIso,
  toastCatalogue,
  type ProgramEnrollment,
} from '@portal/contracts';
import { useState } from 'react';
import { isApiError } from '../../platform/api';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { useCorrectExit, useRecordExit } from './api';

const noReason = 'none';
const reasonOptions = [
  { value: noReason, label: 'None of these (the usual exit)' },
  ...exitReasonValues.map((value) => ({ value, label: exitReasonLabels[value] })),
];

type Errors = Partial<Record<'exit_date' | 'exit_reason', string>>;

/**
 * The exit's date (from the enrollment's start to today) and the PIRL's other reason for exit, if one applies.
 * On an exited enrollment it corrects the exit recorded (or made automatically), starting from what it says.
 */
export function ExitForm({
  customerId,
  enrollment,
  onDone,
}: {
  customerId: number;
  enrollment: ProgramEnrollment;
  onDone: () => void;
}) {
  const today = latestTodayIso();
  const start = boardDateOf(enrollment.started_at);
  const editing = enrollment.exit_at !== null;
  const [exitDate, setExitDate] = useState(editing ? boardDateOf(enrollment.exit_at!) : today);
  const [reason, setReason] = useState<string>(enrollment.exit_reason ?? noReason);
  const [errors, setErrors] = useState<Errors>({});
  const recording = useRecordExit(customerId);
  const correcting = useCorrectExit(customerId);
  const mutation = editing ? correcting : recording;

  const submit = () => {
    const parsed = exitBodySchema.safeParse({
      exit_date: exitDate || undefined,
      exit_reason: reason === noReason ? null : reason,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    mutation.mutate(
      { enrollmentId: enrollment.id, body: parsed.data },
      {
        onSuccess: (result) => {
          showSuccessToast(result.message);
          onDone();
        },
        onError: (failure) => {
          const fields = isApiError(failure, 422) ? failure.body?.errors : undefined;
          if (fields) setErrors({ exit_date: fields.exit_date?.[0], exit_reason: fields.exit_reason?.[0] });
          else showErrorToast(isApiError(failure) ? failure.message : toastCatalogue.unexpected);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label="Exit date"
        withAsterisk
        min={start}
        max={today}
        value={exitDate}
        onChange={(event) => setExitDate(event.currentTarget.value)}
        error={errors.exit_date}
      />
      <Select
        label="Reason for exit"
        data={reasonOptions}
        value={reason}
        onChange={(value) => setReason(value ?? noReason)}
        allowDeselect={false}
        error={errors.exit_reason}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={mutation.isPending}>
          {editing ? 'Save exit' : 'Record exit'}
        </Button>
      </Group>
    </Stack>
  );
}
