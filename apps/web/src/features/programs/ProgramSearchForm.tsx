import {
  Badge,
  Button,
  Checkbox,
  Collapse,
  Grid,
  Group,
  MultiSelect,
  Select,
  Stack,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  costBands,
  costBandValues,
  isCostBand,
  isTuitionSupportValue,
  programConstants,
  tuitionSupportOptions,
  type ProgramOption,
} from '@portal/contracts';
import { useId, useState, type Ref } from 'react';
import { activeMoreFilterCount, type ProgramFilters } from './filters';
import { IconAdjustments, IconSearch } from './icons';
import { LocationField } from './LocationField';

export interface FilterOptions {
  types: ProgramOption[];
  formats: ProgramOption[];
  providerTypes: ProgramOption[];
}

interface ProgramSearchFormProps {
  draft: ProgramFilters;
  options: FilterOptions;
  /** Cost, provider type and saved sit inline on wide screens, in the 'more' panel otherwise (spec 2). */
  wide: boolean;
  errors: Partial<Record<keyof ProgramFilters, string>>;
  searchInputRef: Ref<HTMLInputElement>;
  /** `apply`: choices from lists take effect at once once a search has run; typed text waits for Search. */
  onChange: (patch: Partial<ProgramFilters>, apply: boolean) => void;
  onSubmit: () => void;
  onClear: () => void;
}

const toData = (options: ProgramOption[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }));
const costData = costBandValues.map((value) => ({ value, label: costBands[value].label }));
const radiusData = programConstants.radiusOptions.map((miles) => ({ value: String(miles), label: `${miles} miles` }));
const clear = (label: string) => ({ clearable: true, clearButtonProps: { 'aria-label': `Clear ${label}` } });

function MoreFilterFields({
  draft,
  options,
  errors,
  onChange,
}: Omit<ProgramSearchFormProps, 'wide' | 'onSubmit' | 'onClear' | 'searchInputRef'>) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label="Cost"
          placeholder="Any cost"
          data={costData}
          value={draft.cost || null}
          error={errors.cost}
          onChange={(value) => onChange({ cost: isCostBand(value) ? value : '' }, true)}
          {...clear('Cost')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <MultiSelect
          label="Provider type"
          placeholder={draft.providerTypes.length ? undefined : 'Any provider'}
          data={toData(options.providerTypes)}
          value={draft.providerTypes}
          error={errors.providerTypes}
          onChange={(providerTypes) => onChange({ providerTypes }, true)}
          {...clear('Provider type')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }} style={{ alignSelf: 'flex-end' }}>
        <Checkbox
          label="Saved programs only"
          checked={draft.saved}
          onChange={(event) => onChange({ saved: event.currentTarget.checked }, true)}
          py={8}
        />
      </Grid.Col>
    </>
  );
}

export function ProgramSearchForm(props: ProgramSearchFormProps) {
  const { draft, options, wide, errors, searchInputRef, onChange, onSubmit, onClear } = props;
  const [moreOpen, setMoreOpen] = useState(false);
  const panelId = useId();
  const activeCount = activeMoreFilterCount(draft);
  const hasAddress = draft.address.trim() !== '';

  return (
    <form
      role="search"
      aria-label="Program search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <Grid align="flex-start">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              ref={searchInputRef}
              label="Keyword"
              placeholder="Program, skill or school"
              value={draft.searchText}
              maxLength={programConstants.textMax}
              error={errors.searchText}
              leftSection={<IconSearch size={16} aria-hidden />}
              onChange={(event) => onChange({ searchText: event.currentTarget.value }, false)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <LocationField
              value={draft.address}
              error={errors.address}
              onChange={(address) => onChange({ address, ...(address.trim() ? {} : { sort: 'relevance' }) }, false)}
              onLocated={(address) => onChange({ address }, true)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
            <Select
              label="Distance"
              data={radiusData}
              value={draft.radius}
              disabled={!hasAddress}
              allowDeselect={false}
              error={errors.radius}
              onChange={(radius) => radius && onChange({ radius }, true)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
            <Select
              label="Sort by"
              data={[
                { value: 'relevance', label: 'Relevance' },
                ...(hasAddress ? [{ value: 'distance', label: 'Distance' }] : []),
              ]}
              value={draft.sort}
              allowDeselect={false}
              error={errors.sort}
              onChange={(sort) => onChange({ sort: sort === 'distance' ? 'distance' : 'relevance' }, true)}
            />
          </Grid.Col>
        </Grid>
        <Grid align="flex-start">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <MultiSelect
              label="Program type"
              placeholder={draft.types.length ? undefined : 'Any type'}
              data={toData(options.types)}
              value={draft.types}
              error={errors.types}
              onChange={(types) => onChange({ types }, true)}
              {...clear('Program type')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <MultiSelect
              label="Format"
              placeholder={draft.formats.length ? undefined : 'Any format'}
              data={toData(options.formats)}
              value={draft.formats}
              error={errors.formats}
              onChange={(formats) => onChange({ formats }, true)}
              {...clear('Format')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label="Tuition support"
              placeholder="Any"
              data={tuitionSupportOptions.map((option) => ({ ...option }))}
              value={draft.eligibleForTuitionSupport || null}
              error={errors.eligibleForTuitionSupport}
              onChange={(value) =>
                onChange({ eligibleForTuitionSupport: isTuitionSupportValue(value) ? value : '' }, true)
              }
              {...clear('Tuition support')}
            />
          </Grid.Col>
          {wide && <MoreFilterFields draft={draft} options={options} errors={errors} onChange={onChange} />}
        </Grid>
        {!wide && (
          <>
            <Group>
              <Button
                variant="default"
                leftSection={<IconAdjustments size={16} aria-hidden />}
                rightSection={
                  activeCount > 0 ? (
                    <Badge size="sm" circle aria-hidden>
                      {activeCount}
                    </Badge>
                  ) : undefined
                }
                aria-expanded={moreOpen}
                aria-controls={panelId}
                onClick={() => setMoreOpen((open) => !open)}
              >
                More filters{activeCount > 0 ? ' ' : ''}
                {activeCount > 0 && <VisuallyHidden>({activeCount} active)</VisuallyHidden>}
              </Button>
            </Group>
            <Collapse expanded={moreOpen} id={panelId} transitionDuration={0}>
              <Grid align="flex-start">
                <MoreFilterFields draft={draft} options={options} errors={errors} onChange={onChange} />
              </Grid>
            </Collapse>
          </>
        )}
        <Group>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
          <Button variant="default" onClick={onClear}>
            Clear
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
