import { Group, MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import type { ConditionValue, RangeValue } from './conditionTree';
import type { FieldShape, ValueInputKind } from './valueInputs';

export interface ValueOption {
  value: string;
  label: string;
}

interface ValueInputProps {
  kind: ValueInputKind;
  field: FieldShape | undefined;
  value: ConditionValue;
  onChange: (value: ConditionValue) => void;
  /** The choices of a list field (select inputs). */
  options: readonly ValueOption[];
  optionsLoading?: boolean;
  /** Names the input for assistive technology ('Value of condition 2'). */
  label: string;
  error?: string;
}

const yesNo: ValueOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const asList = (value: ConditionValue) => (Array.isArray(value) ? value : []);
const asRange = (value: ConditionValue): RangeValue =>
  typeof value === 'object' && !Array.isArray(value) ? value : { start: '', end: '' };
const asText = (value: ConditionValue) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Select values are strings; an int list field's are numbers again when chosen. */
const fromOption = (field: FieldShape | undefined, option: string): string | number =>
  field?.type === 'int' ? Number(option) : option;

/** The value input a condition's type and operator call for (forms spec 5). */
export function ValueInput({ kind, field, value, onChange, options, optionsLoading, label, error }: ValueInputProps) {
  const common = { 'aria-label': label, error, miw: 180, style: { flex: 1 } } as const;
  const data = options.map((option) => ({ value: option.value, label: option.label }));
  switch (kind) {
    case 'none':
      return null;
    case 'text':
      return <TextInput {...common} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'select':
      return (
        <Select
          {...common}
          data={data}
          searchable
          nothingFoundMessage={optionsLoading ? 'Searching' : 'Nothing found.'}
          value={asText(value) === '' ? null : asText(value)}
          onChange={(next) => onChange(next === null ? '' : fromOption(field, next))}
        />
      );
    case 'multi-select':
      return (
        <MultiSelect
          {...common}
          data={data}
          searchable
          nothingFoundMessage={optionsLoading ? 'Searching' : 'Nothing found.'}
          value={asList(value).map(String)}
          onChange={(next) => onChange(next.map((option) => fromOption(field, option)))}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
        />
      );
    case 'number-list':
      return (
        <TagsInput
          {...common}
          value={asList(value).map(String)}
          // Only whole numbers become values; anything else typed is left out.
          onChange={(next) => onChange(next.filter((entry) => /^-?\d+$/.test(entry.trim())).map(Number))}
        />
      );
    case 'yes-no':
      return (
        <Select
          {...common}
          data={yesNo}
          allowDeselect={false}
          value={typeof value === 'boolean' ? String(value) : null}
          onChange={(next) => onChange(next === 'true')}
        />
      );
    case 'yes-no-list':
      return (
        <MultiSelect
          {...common}
          data={yesNo}
          value={asList(value).map(String)}
          onChange={(next) => onChange(next.map((entry) => entry === 'true'))}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date-range': {
      const range = asRange(value);
      return (
        <Group gap="xs" wrap="wrap" style={{ flex: 1 }}>
          <TextInput
            type="date"
            aria-label={`${label}: from`}
            error={error}
            value={range.start}
            onChange={(event) => onChange({ ...range, start: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            aria-label={`${label}: to`}
            value={range.end}
            onChange={(event) => onChange({ ...range, end: event.currentTarget.value })}
          />
        </Group>
      );
    }
  }
}
