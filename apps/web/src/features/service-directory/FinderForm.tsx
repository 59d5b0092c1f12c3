import { Button, Group, MultiSelect, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import {
  programMessages,
  serviceDirectoryConstants,
  type ServiceDirectoryCategory,
  type ServiceDirectorySort,
} from '@portal/contracts';
import type { FormEvent } from 'react';
import { IconCurrentLocation } from '../programs/icons';
import { useGeolocationPermission } from '../programs/useGeolocationPermission';
import type { FinderErrors, FinderFilters } from './filters';

const radiusData = serviceDirectoryConstants.radiusOptions.map((miles) => ({
  value: String(miles),
  label: `${miles} miles`,
}));
const sortData: Array<{ value: ServiceDirectorySort; label: string }> = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'distance', label: 'Distance' },
];

interface FinderFormProps {
  value: FinderFilters;
  errors: FinderErrors;
  categories: ServiceDirectoryCategory[] | undefined;
  categoriesFailed: boolean;
  /** The browser's position is the location (the address field is empty). */
  usingPosition: boolean;
  locating: boolean;
  onChange: (next: FinderFilters) => void;
  onUseLocation: () => void;
  onSearch: () => void;
  onClear: () => void;
}

/** Participant spec: keyword and location inputs, category multi-select, radius select, Clear; ours: open now, sort. */
export function FinderForm({
  value,
  errors,
  categories,
  categoriesFailed,
  usingPosition,
  locating,
  onChange,
  onUseLocation,
  onSearch,
  onClear,
}: FinderFormProps) {
  const geolocation = useGeolocationPermission();
  const set = <K extends keyof FinderFilters>(key: K, next: FinderFilters[K]) => onChange({ ...value, [key]: next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} aria-label="Search community resources" noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label="Keyword"
          placeholder="Food, rent help, clinic..."
          value={value.keyword}
          maxLength={serviceDirectoryConstants.textMax}
          error={errors.keyword}
          onChange={(event) => set('keyword', event.currentTarget.value)}
        />
        <div>
          <TextInput
            label="Location"
            placeholder={usingPosition ? 'Your current location' : 'Address or ZIP code'}
            value={value.address}
            maxLength={serviceDirectoryConstants.textMax}
            error={errors.address}
            description={usingPosition ? 'Searching near your current location.' : undefined}
            onChange={(event) => set('address', event.currentTarget.value)}
          />
          {geolocation === 'available' ? (
            <Button
              variant="default"
              size="compact-sm"
              mt={4}
              px={4}
              leftSection={<IconCurrentLocation size={16} aria-hidden />}
              loading={locating}
              onClick={onUseLocation}
            >
              {programMessages.useLocation}
            </Button>
          ) : (
            <Text size="xs" c="dark.6" mt={4}>
              {programMessages.geolocationDenied}
            </Text>
          )}
        </div>
        <Select
          label="Radius"
          data={radiusData}
          value={value.radius}
          error={errors.radius}
          allowDeselect={false}
          onChange={(next) => set('radius', next ?? String(serviceDirectoryConstants.defaultRadius))}
        />
        <Select
          label="Sort by"
          data={sortData}
          value={value.sort}
          error={errors.sort}
          allowDeselect={false}
          onChange={(next) => set('sort', next === 'distance' ? 'distance' : 'relevance')}
        />
        <MultiSelect
          label="Categories"
          placeholder={value.category.length === 0 ? 'All categories' : undefined}
          data={(categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
          value={value.category}
          error={errors.category ?? (categoriesFailed ? 'The categories could not be loaded.' : undefined)}
          searchable
          clearable
          nothingFoundMessage="No categories match."
          onChange={(next) => set('category', next)}
        />
        <Switch
          label="Open now"
          checked={value.openNow === '1'}
          error={errors.openNow}
          onChange={(event) => set('openNow', event.currentTarget.checked ? '1' : '')}
          style={{ alignSelf: 'end' }}
          mb={8}
        />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">Search</Button>
        <Button type="button" variant="default" onClick={onClear}>
          Clear
        </Button>
      </Group>
    </form>
  );
}
