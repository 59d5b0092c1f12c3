import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formConstants, formMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { jobTitleSearchQuery, neverEmployed } from './jobTitleApi';

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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, formConstants.searchDebounceMs);
  const results = useQuery(jobTitleSearchQuery(debounced, value));

  const data = [...(results.data ?? [])];
  const selected = value === null || value === undefined ? null : String(value);
  if (selected !== null && !data.some((option) => option.value === selected)) {
    data.unshift(
      value === formConstants.neverEmployedValue ? neverEmployed : { value: selected, label: `Occupation ${selected}` },
    );
  }
  const searching = search !== debounced || results.isFetching;
  const nothingFound =
    search.trim() === '' ? formMessages.startSearching : searching ? formMessages.searching : formMessages.nothingFound;

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
