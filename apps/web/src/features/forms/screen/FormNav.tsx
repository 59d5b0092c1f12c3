import { Button, Group } from '@mantine/core';
import { useT } from '../../../platform/i18n';

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
  const { t } = useT(['forms', 'common']);
  return (
    <Group justify="space-between" mt="lg">
      <Button variant="default" onClick={onPrevious} disabled={first || disabled}>
        {t('common:previous')}
      </Button>
      <Group gap="sm">
        <Button variant="light" onClick={onSave} loading={busy} disabled={disabled}>
          {t('common:save')}
        </Button>
        {last ? (
          <Button onClick={onSubmit} loading={busy} disabled={disabled}>
            {t('submitForm')}
          </Button>
        ) : (
          <Button onClick={onNext} disabled={disabled}>
            {t('common:next')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
