import { Button, Group, MultiSelect, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { availableSorts, opportunitySortLabels, salaryBuckets, type OpportunitySort } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { careerClustersQuery, educationLevelsQuery } from './api';
import type { OccupationFilters } from './filters';

const allSalaries = 'all';
const relevance = 'relevance';

const salaryOptions = [
  { value: allSalaries, label: 'All' },
  ...salaryBuckets.map((bucket) => ({ value: bucket.value, label: bucket.label })),
];

interface OccupationFiltersFormProps {
  filters: OccupationFilters;
  /** What the keyword field shows (it reaches `filters` after the debounce). */
  keywordInput: string;
  onKeywordInput: (value: string) => void;
  /** Applies the typed keyword at once (Enter). */
  onKeywordSubmit: () => void;
  onChange: (changes: Partial<OccupationFilters>) => void;
  onClear: () => void;
  hasMatchData: boolean;
}

/** Keyword, education, cluster, salary, sort and the saved-only switch, plus Clear. */
export function OccupationFiltersForm({
  filters,
  keywordInput,
  onKeywordInput,
  onKeywordSubmit,
  onChange,
  onClear,
  hasMatchData,
}: OccupationFiltersFormProps) {
  const clusters = useQuery(careerClustersQuery);
  const levels = useQuery(educationLevelsQuery);
  const sortOptions = [
    { value: relevance, label: 'Relevance' },
    ...availableSorts(hasMatchData).map((sort) => ({ value: sort, label: opportunitySortLabels[sort] })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onKeywordSubmit();
  };

  return (
    <form role="search" aria-label="Occupation filters" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput
          label="Keyword"
          description="A job title, for example nurse or electrician"
          value={keywordInput}
          onChange={(event) => onKeywordInput(event.currentTarget.value)}
          maxLength={100}
        />
        <MultiSelect
          label="Education"
          placeholder={filters.education.length === 0 ? 'Any education' : undefined}
          data={(levels.data ?? []).map((level) => ({ value: String(level.id), label: level.name }))}
          value={filters.education}
          onChange={(education) => onChange({ education })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear Education' }}
        />
        <MultiSelect
          label="Career cluster"
          placeholder={filters.cluster.length === 0 ? 'Any cluster' : undefined}
          data={(clusters.data ?? []).map((cluster) => ({ value: String(cluster.id), label: cluster.name }))}
          value={filters.cluster}
          onChange={(cluster) => onChange({ cluster })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear Career cluster' }}
        />
        <Select
          label="Salary"
          data={salaryOptions}
          value={filters.salary === '' ? allSalaries : filters.salary}
          onChange={(value) =>
            onChange({ salary: !value || value === allSalaries ? '' : (value as OccupationFilters['salary']) })
          }
          allowDeselect={false}
        />
        <Select
          label="Sort by"
          data={sortOptions}
          value={filters.sort === '' ? relevance : filters.sort}
          onChange={(value) => onChange({ sort: !value || value === relevance ? '' : (value as OpportunitySort) })}
          allowDeselect={false}
        />
        <Group align="flex-end" justify="space-between" gap="md">
          <Switch
            label="Saved only"
            checked={filters.saved}
            onChange={(event) => onChange({ saved: event.currentTarget.checked })}
            mb={8}
          />
          <Button type="button" variant="default" onClick={onClear}>
            Clear
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
}
