import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { RadioField, RadioGroupField } from '../../ui/RadioGroupField';

/** A required yes/no question whose form value is a boolean (null until answered). */
export function YesNo({
  label,
  value,
  onChange,
  error,
  required = true,
}: {
  label: string;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  error?: ReactNode;
  required?: boolean;
}) {
  return (
    <RadioGroupField
      label={label}
      withAsterisk={required}
      value={value === true ? 'yes' : value === false ? 'no' : null}
      onChange={(next) => onChange(next === 'yes')}
      error={error}
    >
      <Group mt={4}>
        <RadioField value="yes" label="Yes" />
        <RadioField value="no" label="No" />
      </Group>
    </RadioGroupField>
  );
}

/** A repeatable list of short texts (the apprenticeship and work-based learning types). */
export function TypeList({
  label,
  values,
  onChange,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <Stack gap="xs">
      {values.map((value, index) => (
        <Group key={index} align="flex-end" wrap="nowrap">
          <TextInput
            label={`${label} ${index + 1}`}
            value={value}
            onChange={(event) => onChange(values.map((v, i) => (i === index ? event.currentTarget.value : v)))}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={() => onChange(values.filter((_, i) => i !== index))}>
            Remove
          </Button>
        </Group>
      ))}
      <Button variant="light" onClick={() => onChange([...values, ''])} style={{ alignSelf: 'flex-start' }}>
        Add {label.toLowerCase()}
      </Button>
    </Stack>
  );
}
