import { LaterSelect } from './LaterSelect';

type LaterSelectProps = Parameters<typeof LaterSelect>[0];

export type LaterStringSelectProps = Omit<LaterSelectProps, 'value' | 'defaultValue' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * ui/StringSelect (a Select whose empty value is '') whose list's code loads after the page's first paint, behind
 * LaterSelect's same-size read-only field.
 */
export function LaterStringSelect({ value, onChange, ...props }: LaterStringSelectProps) {
  return (
    <LaterSelect
      {...(value !== undefined ? { value: value === '' ? null : value } : {})}
      onChange={(next) => onChange?.(next ?? '')}
      {...props}
    />
  );
}
