import { useDebouncedValue } from '@mantine/hooks';
import { customerSearchMessages } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LaterSelect } from '../../ui/LaterSelect';

interface SearchSelectProps {
  label: string;
  /** Query key prefix; the search runs after 2 letters and a 500 ms pause (spec 5, 9). */
  name: string;
  search: (query: string) => Promise<{ value: string; label: string }[]>;
  initial?: { value: string; label: string } | null;
  value: number | null;
  onChange: (id: number | null, label: string | null) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function SearchSelect({ label, name, search, initial = null, value, onChange, ...rest }: SearchSelectProps) {
  const [text, setText] = useState(initial?.label ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 500);
  const enabled = !rest.disabled && debounced.length >= 2;
  const results = useQuery({
    queryKey: ['service-log', 'search', name, debounced],
    queryFn: () => search(debounced),
    enabled,
    placeholderData: keepPreviousData,
  });
  const options = [...(initial ? [initial] : []), ...(results.data ?? [])].filter(
    (option, index, all) => all.findIndex((other) => other.value === option.value) === index,
  );
  return (
    <LaterSelect
      label={label}
      searchable
      clearable
      filter={({ options: all }) => all}
      placeholder="Type at least 2 letters"
      nothingFoundMessage={enabled && results.isFetched ? customerSearchMessages.noRecords : undefined}
      data={options}
      value={value === null ? null : String(value)}
      searchValue={text}
      onSearchChange={setText}
      onChange={(selected, option) => onChange(selected ? Number(selected) : null, option?.label ?? null)}
      {...rest}
    />
  );
}
