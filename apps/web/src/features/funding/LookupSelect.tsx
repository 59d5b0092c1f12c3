import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LaterStringSelect, type LaterStringSelectProps } from '../../ui/LaterStringSelect';

export interface LookupOption {
  value: string;
  label: string;
}

type LookupSelectProps = Omit<LaterStringSelectProps, 'data' | 'searchValue' | 'onSearchChange'> & {
  /** A hook giving the options for a search term (the server filters; the term waits 500 ms, forms spec 9). */
  useOptions: (term: string) => { data?: LookupOption[]; isFetching: boolean; isError: boolean };
  /** The chosen option as the record names it, so it shows before any search. */
  current?: LookupOption | null;
};

/** A searchable select whose options come from a lookup call (approvers, vendors); the chosen one stays listed. */
export function LookupSelect({ useOptions, current, onChange, ...props }: LookupSelectProps) {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<LookupOption | null>(null);
  const [debounced] = useDebouncedValue(term.trim(), 500);
  const found = useOptions(debounced);
  const data = [...(current ? [current] : []), ...(chosen ? [chosen] : []), ...(found.data ?? [])].filter(
    (option, index, all) => all.findIndex((other) => other.value === option.value) === index,
  );
  return (
    <LaterStringSelect
      searchable
      clearable
      filter={({ options }) => options}
      onSearchChange={(text) => {
        // Choosing an option writes its label into the search box: that is not a new search.
        if (!data.some((option) => option.label === text)) setTerm(text);
      }}
      nothingFoundMessage={found.isFetching ? 'Searching' : found.isError ? 'Error while loading...' : 'Nothing found.'}
      data={data}
      onChange={(value) => {
        setChosen(data.find((option) => option.value === value) ?? null);
        onChange?.(value);
      }}
      {...props}
    />
  );
}
