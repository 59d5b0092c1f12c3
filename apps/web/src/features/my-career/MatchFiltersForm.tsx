import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { opportunitySortLabels, opportunitySorts, salaryBuckets, type OpportunitySort } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { careerClustersQuery, educationLevelsQuery } from '../occupations/api';
import { activeMatchFilterCount, type MatchFilters } from './filters';

const allSalaries = 'all';
const bestMatch = 'match-desc';
const phoneQuery = '(max-width: 47.99em)';

const salaryOptions = [
  { value: allSalaries, label: 'All' },
  ...salaryBuckets.map((bucket) => ({ value: bucket.value, label: bucket.label })),
];
// Best match is the default order here (spec 5: match-desc is the default when the user has data).
const sortOptions = [
  { value: bestMatch, label: opportunitySortLabels['match-desc'] },
  ...opportunitySorts
    .filter((sort) => sort !== bestMatch)
    .map((sort) => ({ value: sort, label: opportunitySortLabels[sort] })),
];

interface MatchFiltersFormProps {
  filters: MatchFilters;
  keywordInput: string;
  onKeywordInput: (value: string) => void;
  onKeywordSubmit: () => void;
  onChange: (changes: Partial<MatchFilters>) => void;
  onClear: () => void;
}

/** Keyword, education, cluster, salary, sort, saved only and Bright Outlook only, plus Clear. */
export function MatchFiltersForm({
  filters,
  keywordInput,
  onKeywordInput,
  onKeywordSubmit,
  onChange,
  onClear,
}: MatchFiltersFormProps) {
  const clusters = useQuery(careerClustersQuery);
  const levels = useQuery(educationLevelsQuery);
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const [moreOpen, { toggle: toggleMore }] = useDisclosure(false);
  const moreId = useId();
  const active = activeMatchFilterCount(filters);

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
        placeholder={filters.clusters.length === 0 ? 'Any cluster' : undefined}
        data={(clusters.data ?? []).map((cluster) => ({ value: String(cluster.id), label: cluster.name }))}
        value={filters.clusters}
        onChange={(value) => onChange({ clusters: value })}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear Career cluster' }}
      />
      <Select
        label="Salary"
        data={salaryOptions}
        value={filters.salary === '' ? allSalaries : filters.salary}
        onChange={(value) =>
          onChange({ salary: !value || value === allSalaries ? '' : (value as MatchFilters['salary']) })
        }
        allowDeselect={false}
      />
      <Select
        label="Sort by"
        data={sortOptions}
        value={filters.sort === '' ? bestMatch : filters.sort}
        onChange={(value) => onChange({ sort: !value || value === bestMatch ? '' : (value as OpportunitySort) })}
        allowDeselect={false}
      />
      <Group align="flex-end" justify="space-between" gap="md">
        <Stack gap={6} mb={6}>
          <Switch
            label="Saved only"
            checked={filters.saved}
            onChange={(event) => onChange({ saved: event.currentTarget.checked })}
          />
          <Switch
            label="Bright Outlook only"
            checked={filters.brightOutlook}
            onChange={(event) => onChange({ brightOutlook: event.currentTarget.checked })}
          />
        </Stack>
        <Button type="button" variant="default" onClick={onClear}>
          Clear
        </Button>
      </Group>
    </>
  );

  return (
    <form role="search" aria-label="Match filters" onSubmit={submit}>
      {phone ? (
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
