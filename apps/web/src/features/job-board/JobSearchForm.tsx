import { Button, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { jobBoardConstants, jobBoardMessages, type JobBoardFilters } from '@portal/contracts';
import type { FormEvent } from 'react';
import type { BoardFilters } from './filters';

export type FieldErrors = Partial<Record<keyof BoardFilters, string>>;

interface JobSearchFormProps {
  value: BoardFilters;
  errors: FieldErrors;
  options: JobBoardFilters | undefined;
  onChange: (next: BoardFilters) => void;
  onSearch: () => void;
  onClear: () => void;
}

/** Select cannot hold '' as an option's value; this one stands for "not set". */
const any = 'any';
const orAny = (value: string) => (value === '' ? any : value);
const fromAny = (value: string | null) => (value === null || value === any ? '' : value);

const radiusData = jobBoardConstants.radiusOptions.map((miles) => ({ value: String(miles), label: `${miles} miles` }));
const remoteData = [
  { value: any, label: 'Remote and on-site' },
  { value: '1', label: 'Remote only' },
  { value: '0', label: 'On-site only' },
];
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const salaryData = [
  { value: any, label: 'Any salary' },
  ...jobBoardConstants.salaryOptions.map((amount) => ({
    value: String(amount),
    label: `${usd.format(amount)}+ a year`,
  })),
];

/** Keyword, location with radius, remote, industry, education level, position type and salary. */
export function JobSearchForm({ value, errors, options, onChange, onSearch, onClear }: JobSearchFormProps) {
  const set = <K extends keyof BoardFilters>(key: K, next: BoardFilters[K]) => onChange({ ...value, [key]: next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} aria-label="Search job posts" noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label="Keyword"
          placeholder="Job title, skill or employer"
          value={value.keyword}
          error={errors.keyword}
          onChange={(event) => set('keyword', event.currentTarget.value)}
        />
        <TextInput
          label="Location"
          placeholder="ZIP code or city, state"
          value={value.address}
          error={errors.address}
          onChange={(event) => set('address', event.currentTarget.value)}
        />
        <Select
          label="Radius"
          data={radiusData}
          value={value.radius}
          error={errors.radius}
          allowDeselect={false}
          onChange={(next) => set('radius', next ?? String(jobBoardConstants.defaultRadius))}
        />
        <Select
          label="Remote"
          data={remoteData}
          value={orAny(value.remote)}
          error={errors.remote}
          allowDeselect={false}
          onChange={(next) => set('remote', fromAny(next))}
        />
        <MultiSelect
          label="Industry"
          data={(options?.industries ?? []).map((option) => ({ value: option.id, label: option.name }))}
          value={value.industry}
          error={errors.industry}
          searchable
          clearable
          onChange={(next) => set('industry', next)}
        />
        <MultiSelect
          label="Education level"
          data={(options?.education_levels ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
          value={value.education}
          error={errors.education}
          clearable
          onChange={(next) => set('education', next)}
        />
        <MultiSelect
          label="Position type"
          data={(options?.position_types ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
          value={value.positionType}
          error={errors.positionType}
          clearable
          onChange={(next) => set('positionType', next)}
        />
        <Select
          label="Salary"
          data={salaryData}
          value={orAny(value.salary)}
          error={errors.salary}
          allowDeselect={false}
          onChange={(next) => set('salary', fromAny(next))}
        />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">{jobBoardMessages.searchButton}</Button>
        <Button type="button" variant="default" onClick={onClear}>
          {jobBoardMessages.clearFilters}
        </Button>
      </Group>
    </form>
  );
}
