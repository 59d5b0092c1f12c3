import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formConstants } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { jobTitleSearchQuery, neverEmployed } from './jobTitleApi';
import { useT } from '../../../platform/i18n';

interface JobTitleSearchProps {
  label: string;
  description?: string;
  required: boolean;
  readOnly: boolean;
  error?: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
}

/** Search the occupation database by title (debounced 500 ms); the answer is the opportunity id, 0 = Never Employed. */
export function JobTitleSearch({
  label,
  description,
  required,
  readOnly,
  error,
  value,
  onChange,
}: JobTitleSearchProps) {
  const { t } = useT('forms');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, formConstants.searchDebounceMs);
  const results = useQuery(jobTitleSearchQuery(debounced, value));

  // 'Never Employed' is the portal's own option: in the page's language. Occupation titles are data, as they come.
  const never = String(formConstants.neverEmployedValue);
  const translated = (option: { value: string; label: string }) =>
    option.value === never ? { ...option, label: t('components.neverEmployed') } : option;
  const data = (results.data ?? []).map(translated);
  const selected = value === null || value === undefined ? null : String(value);
  if (selected !== null && !data.some((option) => option.value === selected)) {
    data.unshift(
      value === formConstants.neverEmployedValue
        ? translated(neverEmployed)
        : { value: selected, label: t('components.occupation', { id: selected }) },
    );
  }
  const searching = search !== debounced || results.isFetching;
  const nothingFound =
    search.trim() === ''
      ? t('components.startSearching')
      : searching
        ? t('components.searching')
        : t('components.nothingFound');

  return (
    <Select
      label={label}
      description={description}
      withAsterisk={required}
      readOnly={readOnly}
      error={error}
      searchable
      clearable={!readOnly}
      data={data}
      value={selected}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      onSearchChange={setSearch}
      // The server already matched the search; Mantine must not filter its answer again.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
    />
  );
}
