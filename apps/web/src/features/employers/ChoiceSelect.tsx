import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A native select with an empty first choice: plain, accessible on every phone, and its value is null until chosen.
 */
export function ChoiceSelect({
  label,
  data,
  value,
  onChange,
  error,
  withAsterisk,
  disabled,
}: {
  label: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
}) {
  return (
    <NativeSelect
      label={label}
      data={[{ value: '', label: 'Select an option' }, ...data]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      error={error}
      withAsterisk={withAsterisk}
      disabled={disabled}
    />
  );
}
