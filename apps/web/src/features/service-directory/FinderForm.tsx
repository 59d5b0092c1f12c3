import { Button, Group, Text } from '@mantine/core';
import { serviceDirectoryConstants, type ServiceDirectoryCategory, type ServiceDirectorySort } from '@portal/contracts';
import type { FormEvent } from 'react';
import { useT } from '../../platform/i18n';
import { LaterMultiSelect, LaterSelect } from '../../ui/LaterSelect';
import { SwitchField } from '../../ui/SwitchField';
import { TextField } from '../../ui/TextField';
import { IconCurrentLocation } from '../programs/icons';
import { useGeolocationPermission } from '../programs/useGeolocationPermission';
import type { FinderErrors, FinderFilters } from './filters';
import { Columns } from '../../ui/Columns';

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
  const { t } = useT('service-directory');
  const geolocation = useGeolocationPermission();
  const radiusData = serviceDirectoryConstants.radiusOptions.map((miles) => ({
    value: String(miles),
    label: t('form.radiusMiles', { miles }),
  }));
  const sortData: Array<{ value: ServiceDirectorySort; label: string }> = [
    { value: 'relevance', label: t('form.relevance') },
    { value: 'distance', label: t('form.distance') },
  ];
  const set = <K extends keyof FinderFilters>(key: K, next: FinderFilters[K]) => onChange({ ...value, [key]: next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} aria-label={t('form.name')} noValidate>
      <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextField
          label={t('form.keyword')}
          placeholder={t('form.keywordPlaceholder')}
          value={value.keyword}
          maxLength={serviceDirectoryConstants.textMax}
          error={errors.keyword}
          onChange={(event) => set('keyword', event.currentTarget.value)}
        />
        <div>
          <TextField
            label={t('form.location')}
            placeholder={usingPosition ? t('form.currentLocation') : t('form.addressPlaceholder')}
            value={value.address}
            maxLength={serviceDirectoryConstants.textMax}
            error={errors.address}
            description={usingPosition ? t('form.searchingNear') : undefined}
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
              {t('form.useLocation')}
            </Button>
          ) : (
            <Text size="xs" c="dark.6" mt={4}>
              {t('form.geolocationDenied')}
            </Text>
          )}
        </div>
        <LaterSelect
          label={t('form.radius')}
          data={radiusData}
          value={value.radius}
          error={errors.radius}
          allowDeselect={false}
          onChange={(next) => set('radius', next ?? String(serviceDirectoryConstants.defaultRadius))}
        />
        <LaterSelect
          label={t('form.sortBy')}
          data={sortData}
          value={value.sort}
          error={errors.sort}
          allowDeselect={false}
          onChange={(next) => set('sort', next === 'distance' ? 'distance' : 'relevance')}
        />
        <LaterMultiSelect
          label={t('form.categories')}
          placeholder={value.category.length === 0 ? t('form.allCategories') : undefined}
          data={(categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
          value={value.category}
          error={errors.category ?? (categoriesFailed ? t('form.categoriesFailed') : undefined)}
          searchable
          clearable
          nothingFoundMessage={t('form.noCategories')}
          onChange={(next) => set('category', next)}
        />
        <SwitchField
          label={t('form.openNow')}
          checked={value.openNow === '1'}
          error={errors.openNow}
          onChange={(event) => set('openNow', event.currentTarget.checked ? '1' : '')}
          style={{ alignSelf: 'end' }}
          mb={8}
        />
      </Columns>
      <Group mt="md" gap="sm">
        <Button type="submit">{t('form.search')}</Button>
        <Button type="button" variant="default" onClick={onClear}>
          {t('form.clear')}
        </Button>
      </Group>
    </form>
  );
}
