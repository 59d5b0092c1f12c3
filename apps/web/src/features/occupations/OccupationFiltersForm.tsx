import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { availableSorts, opportunitySortLabels, salaryBuckets, type OpportunitySort } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { careerClustersQuery, educationLevelsQuery } from './api';
import type { OccupationFilters } from './filters';

const allSalaries = 'all';
const relevance = 'relevance';

/** Below Mantine's sm breakpoint only the keyword shows; the other filters open with 'More filters'. */
const phoneQuery = '(max-width: 47.99em)';

/** How many filters besides the keyword are set (shown on the 'More filters' button). */
function activeFilterCount(filters: OccupationFilters): number {
  return [
    filters.education.length > 0,
    filters.cluster.length > 0,
    filters.salary !== '',
    filters.sort !== '',
    filters.saved,
  ].filter(Boolean).length;
}

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
  // With match data the default order is best match first (spec 5), so there is no separate 'Relevance'.
  const sortOptions = [
    ...(hasMatchData ? [] : [{ value: relevance, label: 'Relevance' }]),
    ...availableSorts(hasMatchData).map((sort) => ({ value: sort, label: opportunitySortLabels[sort] })),
  ];

  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const [moreOpen, { toggle: toggleMore }] = useDisclosure(false);
  const moreId = useId();
  const active = activeFilterCount(filters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onKeywordSubmit();
  };

  const keyword = (
    <TextInput
      label="Keyword"
      description="A job title, for example nurse or electrician"
      value={keywordInput}
      onChange={(event) => onKeywordInput(event.currentTarget.value)}
      maxLength={100}
    />
  );
  const moreFilters = (
    <>
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
    </>
  );

  return (
    <form role="search" aria-label="Occupation filters" onSubmit={submit}>
      {phone ? (
        // A phone shows the results on its first screen: the keyword, and the rest of the filters on demand.
        <Stack gap="sm">
          {keyword}
          <Button
            type="button"
            variant="default"
            onClick={toggleMore}
            aria-expanded={moreOpen}
            aria-controls={moreOpen ? moreId : undefined}
          >
            {active > 0 ? `More filters (${active} set)` : 'More filters'}
          </Button>
          {moreOpen && (
            <Stack id={moreId} gap="md">
              {moreFilters}
            </Stack>
          )}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {keyword}
          {moreFilters}
        </SimpleGrid>
      )}
    </form>
  );
}
