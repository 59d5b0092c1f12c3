import { Button, Group } from '@mantine/core';
import { formMessages } from '@portal/contracts';

interface FormNavProps {
  first: boolean;
  last: boolean;
  busy: boolean;
  disabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSave: () => void;
  onSubmit: () => void;
}

/** Previous / Next / Save; the last section offers Submit Form instead of Next. */
export function FormNav({ first, last, busy, disabled, onPrevious, onNext, onSave, onSubmit }: FormNavProps) {
  return (
    <Group justify="space-between" mt="lg">
      <Button variant="default" onClick={onPrevious} disabled={first || disabled}>
        Previous
      </Button>
      <Group gap="sm">
        <Button variant="light" onClick={onSave} loading={busy} disabled={disabled}>
          Save
        </Button>
        {last ? (
          <Button onClick={onSubmit} loading={busy} disabled={disabled}>
            {formMessages.submitForm}
          </Button>
        ) : (
          <Button onClick={onNext} disabled={disabled}>
            Next
          </Button>
        )}
      </Group>
    </Group>
  );
}
