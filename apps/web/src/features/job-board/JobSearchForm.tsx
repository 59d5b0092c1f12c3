import { Button, Group } from '@mantine/core';
import { jobBoardConstants, type JobBoardFilters } from '@portal/contracts';
import type { FormEvent } from 'react';
import { useFormat, useT } from '../../platform/i18n';
import { LaterMultiSelect, LaterSelect } from '../../ui/LaterSelect';
import type { BoardFilters } from './filters';
import { Columns } from '../../ui/Columns';
import { TextField } from '../../ui/TextField';

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

/** Keyword, location with radius, remote, industry, education level, position type and salary. */
export function JobSearchForm({ value, errors, options, onChange, onSearch, onClear }: JobSearchFormProps) {
  const { t } = useT('job-board');
  const format = useFormat();
  const radiusData = jobBoardConstants.radiusOptions.map((miles) => ({
    value: String(miles),
    label: t('form.radiusMiles', { miles }),
  }));
  const remoteData = [
    { value: any, label: t('form.remoteAny') },
    { value: '1', label: t('form.remoteOnly') },
    { value: '0', label: t('form.onSiteOnly') },
  ];
  const salaryData = [
    { value: any, label: t('form.salaryAny') },
    ...jobBoardConstants.salaryOptions.map((amount) => ({
      value: String(amount),
      label: t('form.salaryAtLeast', { amount: format.money(amount) }),
    })),
  ];
  const set = <K extends keyof BoardFilters>(key: K, next: BoardFilters[K]) => onChange({ ...value, [key]: next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} aria-label={t('form.name')} noValidate>
      <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextField
          label={t('form.keyword')}
          placeholder={t('form.keywordPlaceholder')}
          value={value.keyword}
          error={errors.keyword}
          onChange={(event) => set('keyword', event.currentTarget.value)}
        />
        <TextField
          label={t('form.location')}
          placeholder={t('form.locationPlaceholder')}
          value={value.address}
          error={errors.address}
          onChange={(event) => set('address', event.currentTarget.value)}
        />
        <LaterSelect
          mountWhenUsed
          label={t('form.radius')}
          data={radiusData}
          value={value.radius}
          error={errors.radius}
          allowDeselect={false}
          onChange={(next) => set('radius', next ?? String(jobBoardConstants.defaultRadius))}
        />
        <LaterSelect
          mountWhenUsed
          label={t('form.remote')}
          data={remoteData}
          value={orAny(value.remote)}
          error={errors.remote}
          allowDeselect={false}
          onChange={(next) => set('remote', fromAny(next))}
        />
        <LaterMultiSelect
          mountWhenUsed
          label={t('form.industry')}
          data={(options?.industries ?? []).map((option) => ({ value: option.id, label: option.name }))}
          value={value.industry}
          error={errors.industry}
          searchable
          clearable
          onChange={(next) => set('industry', next)}
        />
        <LaterMultiSelect
          mountWhenUsed
          label={t('form.education')}
          data={(options?.education_levels ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
          value={value.education}
          error={errors.education}
          clearable
          onChange={(next) => set('education', next)}
        />
        <LaterMultiSelect
          mountWhenUsed
          label={t('form.positionType')}
          data={(options?.position_types ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
          value={value.positionType}
          error={errors.positionType}
          clearable
          onChange={(next) => set('positionType', next)}
        />
        <LaterSelect
          mountWhenUsed
          label={t('form.salary')}
          data={salaryData}
          value={orAny(value.salary)}
          error={errors.salary}
          allowDeselect={false}
          onChange={(next) => set('salary', fromAny(next))}
        />
      </Columns>
      <Group mt="md" gap="sm">
        <Button type="submit">{t('searchButton')}</Button>
        <Button type="button" variant="default" onClick={onClear}>
          {t('clearFilters')}
        </Button>
      </Group>
    </form>
  );
}
