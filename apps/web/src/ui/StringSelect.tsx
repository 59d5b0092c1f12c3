import { Select, type SelectProps } from '@mantine/core';

export type StringSelectProps = Omit<SelectProps, 'value' | 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
};

const toSelect = (value: string | undefined) => (value === '' ? null : value);

/**
 * A Mantine Select for string form fields whose empty value is '' (Mantine's Select uses null, and keeps showing the
 * previous choice if given '' instead). Works controlled (`value`) or uncontrolled (`defaultValue`).
 */
export function StringSelect({ value, defaultValue, onChange, ...props }: StringSelectProps) {
  return (
    <Select
      {...(value !== undefined ? { value: toSelect(value) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: toSelect(defaultValue) } : {})}
      onChange={(next) => onChange?.(next ?? '')}
      {...props}
    />
  );
}
