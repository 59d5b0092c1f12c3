import { Box, Button, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { salaryBuckets, type OpportunitySort, type SalaryBucket } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useT } from '../../platform/i18n';
import { Columns } from '../../ui/Columns';
import { LaterMultiSelect, LaterSelect, usePreloadedSelects } from '../../ui/LaterSelect';
import { SwitchField } from '../../ui/SwitchField';
import { TextField } from '../../ui/TextField';
import { careerClustersQuery, educationLevelsQuery } from './api';

const allSalaries = 'all';

/** Below Mantine's sm breakpoint only the keyword shows; the other filters open with 'More filters'. */
const phoneQuery = '(max-width: 47.99em)';

/**
 * Rendered on the server (the signed-in first paint, ADR 0055), where no media query can be asked: the form then
 * carries both forms, and CSS shows the one the screen's width calls for (Mantine's hiddenFrom / visibleFrom sm, the
 * same breakpoint as phoneQuery).
 */
const drawnBeforeScripts = typeof window === 'undefined';

/** The filters the Occupation Finder and My Career share (participant spec 5 and 7). */
export interface OpportunityFilterValues {
  /** Education level ids. */
  education: string[];
  /** Career cluster ids (1-16). */
  clusters: string[];
  salary: SalaryBucket | '';
  /** The order chosen; '' is the page's default order (`defaultSort`). */
  sort: OpportunitySort | '';
  saved: boolean;
  /** Only My Career filters on Bright Outlook; undefined leaves its switch out. */
  brightOutlook?: boolean;
}

interface OpportunityFiltersFormProps {
  /** The search landmark's name: 'Occupation filters' or 'Match filters'. */
  name: 'occupations' | 'matches';
  values: OpportunityFilterValues;
  /** The orders offered, in this order; `defaultSort` among them stands for '' (the page's default). */
  sorts: readonly (OpportunitySort | 'relevance')[];
  defaultSort: OpportunitySort | 'relevance';
  /** What the keyword field shows (it reaches the filters after the debounce). */
  keywordInput: string;
  onKeywordInput: (value: string) => void;
  /** Applies the typed keyword at once (Enter). */
  onKeywordSubmit: () => void;
  onChange: (changes: Partial<OpportunityFilterValues>) => void;
  onClear: () => void;
}

/** How many filters besides the keyword are set (shown on a phone's 'More filters' button). */
function activeFilterCount(values: OpportunityFilterValues): number {
  return [
    values.education.length > 0,
    values.clusters.length > 0,
    values.salary !== '',
    values.sort !== '',
    values.saved,
    values.brightOutlook === true,
  ].filter(Boolean).length;
}

/** Keyword, education, cluster, salary, sort, saved only (and Bright Outlook only on My Career), plus Clear. */
export function OpportunityFiltersForm({
  name,
  values,
  sorts,
  defaultSort,
  keywordInput,
  onKeywordInput,
  onKeywordSubmit,
  onChange,
  onClear,
}: OpportunityFiltersFormProps) {
  const { t } = useT('occupations');
  const clusters = useQuery(careerClustersQuery);
  const levels = useQuery({ ...educationLevelsQuery, meta: { errorMessage: t('filters.educationOptionsFailed') } });
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const [moreOpen, { toggle: toggleMore }] = useDisclosure(false);
  const moreId = useId();
  const active = activeFilterCount(values);
  // A phone shows the lists only after 'More filters': their code comes after the first paint, before that click.
  usePreloadedSelects();

  const salaryOptions = [
    { value: allSalaries, label: t('filters.allSalaries') },
    ...salaryBuckets.map((bucket) => ({ value: bucket.value, label: t(`salaryBucket.${bucket.value}`) })),
  ];
  const sortOptions = sorts.map((sort) => ({
    value: sort,
    label: sort === 'relevance' ? t('filters.relevance') : t(`sort.${sort}`),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onKeywordSubmit();
  };

  const keyword = (
    <TextField
      label={t('filters.keyword')}
      description={t('filters.keywordHint')}
      value={keywordInput}
      onChange={(event) => onKeywordInput(event.currentTarget.value)}
      maxLength={100}
    />
  );
  const switches = (
    <>
      <SwitchField
        label={t('filters.savedOnly')}
        checked={values.saved}
        onChange={(event) => onChange({ saved: event.currentTarget.checked })}
      />
      {values.brightOutlook !== undefined && (
        <SwitchField
          label={t('filters.brightOutlookOnly')}
          checked={values.brightOutlook}
          onChange={(event) => onChange({ brightOutlook: event.currentTarget.checked })}
        />
      )}
    </>
  );
  const moreFilters = (
    <>
      <LaterMultiSelect
        label={t('filters.education')}
        placeholder={values.education.length === 0 ? t('filters.anyEducation') : undefined}
        data={(levels.data ?? []).map((level) => ({ value: String(level.id), label: level.name }))}
        value={values.education}
        onChange={(education) => onChange({ education })}
        clearable
        clearButtonProps={{ 'aria-label': t('filters.clearEducation') }}
      />
      <LaterMultiSelect
        label={t('filters.cluster')}
        placeholder={values.clusters.length === 0 ? t('filters.anyCluster') : undefined}
        data={(clusters.data ?? []).map((cluster) => ({ value: String(cluster.id), label: cluster.name }))}
        value={values.clusters}
        onChange={(value) => onChange({ clusters: value })}
        clearable
        clearButtonProps={{ 'aria-label': t('filters.clearCluster') }}
      />
      <LaterSelect
        label={t('filters.salary')}
        data={salaryOptions}
        value={values.salary === '' ? allSalaries : values.salary}
        onChange={(value) => onChange({ salary: !value || value === allSalaries ? '' : (value as SalaryBucket) })}
        allowDeselect={false}
      />
      <LaterSelect
        label={t('filters.sortBy')}
        data={sortOptions}
        value={values.sort === '' ? defaultSort : values.sort}
        onChange={(value) => onChange({ sort: !value || value === defaultSort || value === 'relevance' ? '' : value })}
        allowDeselect={false}
      />
      <Group align="flex-end" justify="space-between" gap="md">
        <Stack gap={6} mb={6}>
          {switches}
        </Stack>
        <Button type="button" variant="default" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </Group>
    </>
  );

  const moreButton = (hiddenFrom?: 'sm') => (
    <Button
      type="button"
      variant="default"
      onClick={toggleMore}
      aria-expanded={moreOpen}
      aria-controls={moreOpen ? moreId : undefined}
      hiddenFrom={hiddenFrom}
    >
      {active > 0 ? t('filters.moreSet', { count: active }) : t('filters.more')}
    </Button>
  );

  return (
    <form
      role="search"
      aria-label={name === 'occupations' ? t('filters.occupationsName') : t('filters.matchesName')}
      onSubmit={submit}
    >
      {drawnBeforeScripts ? (
        // One keyword field for both widths; below sm the grid's gap is the phone's stack's (no shift at the swap).
        <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
          {keyword}
          {moreButton('sm')}
          <Box visibleFrom="sm" style={{ display: 'contents' }}>
            {moreFilters}
          </Box>
        </Columns>
      ) : phone ? (
        // A phone shows the results on its first screen: the keyword, and the rest of the filters on demand.
        <Stack gap="sm">
          {keyword}
          {moreButton()}
          {moreOpen && (
            <Stack id={moreId} gap="md">
              {moreFilters}
            </Stack>
          )}
        </Stack>
      ) : (
        <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {keyword}
          {moreFilters}
        </Columns>
      )}
    </form>
  );
}
