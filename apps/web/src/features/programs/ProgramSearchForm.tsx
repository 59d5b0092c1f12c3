import { Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import {
  costBandValues,
  isCostBand,
  isTuitionSupportValue,
  programConstants,
  tuitionSupportOptions,
  type ProgramOption,
} from '@portal/contracts';
import { useId, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useT } from '../../platform/i18n';
import { CheckboxField } from '../../ui/CheckboxField';
import { LaterMultiSelect, LaterSelect } from '../../ui/LaterSelect';
import { activeMoreFilterCount, type ProgramFilters } from './filters';
import { IconAdjustments, IconSearch } from './icons';
import { LocationField } from './LocationField';
import classes from './ProgramSearchForm.module.css';
import { TextField } from '../../ui/TextField';

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

type Span = { base: number; sm?: number; md?: number };

/** One cell of a row: `span` columns of 12 from each breakpoint up (what Grid.Col's span drew). */
function Cell({ span, bottom = false, children }: { span: Span; bottom?: boolean; children: ReactNode }) {
  const style = { '--span-base': span.base, '--span-sm': span.sm, '--span-md': span.md } as CSSProperties;
  return (
    <div className={bottom ? `${classes.cell} ${classes.bottom}` : classes.cell} style={style}>
      {children}
    </div>
  );
}

const toData = (options: ProgramOption[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }));

/** The form's option lists and clear buttons in the language shown. */
function useFormTexts() {
  const { t } = useT('programs');
  return {
    t,
    costData: costBandValues.map((value) => ({ value, label: t(`form.costBand.${value}`) })),
    radiusData: programConstants.radiusOptions.map((miles) => ({
      value: String(miles),
      label: t('form.radiusMiles', { miles }),
    })),
    clear: (label: string) => ({
      clearable: true,
      clearButtonProps: { 'aria-label': t('form.clearField', { label }) },
    }),
  };
}

function MoreFilterFields({
  draft,
  options,
  errors,
  onChange,
}: Omit<ProgramSearchFormProps, 'wide' | 'onSubmit' | 'onClear' | 'searchInputRef'>) {
  const { t, costData, clear } = useFormTexts();
  return (
    <>
      <Cell span={{ base: 12, sm: 6, md: 3 }}>
        <LaterSelect
          label={t('form.cost')}
          placeholder={t('form.anyCost')}
          data={costData}
          value={draft.cost || null}
          error={errors.cost}
          onChange={(value) => onChange({ cost: isCostBand(value) ? value : '' }, true)}
          {...clear(t('form.cost'))}
        />
      </Cell>
      <Cell span={{ base: 12, sm: 6, md: 3 }}>
        <LaterMultiSelect
          label={t('form.providerType')}
          placeholder={draft.providerTypes.length ? undefined : t('form.anyProvider')}
          data={toData(options.providerTypes)}
          value={draft.providerTypes}
          error={errors.providerTypes}
          onChange={(providerTypes) => onChange({ providerTypes }, true)}
          {...clear(t('form.providerType'))}
        />
      </Cell>
      <Cell span={{ base: 12, sm: 6, md: 3 }} bottom>
        <CheckboxField
          label={t('form.savedOnly')}
          checked={draft.saved}
          onChange={(event) => onChange({ saved: event.currentTarget.checked }, true)}
          style={{ paddingBlock: 'calc(0.5rem * var(--mantine-scale))' }}
        />
      </Cell>
    </>
  );
}

export function ProgramSearchForm(props: ProgramSearchFormProps) {
  const { draft, options, wide, errors, searchInputRef, onChange, onSubmit, onClear } = props;
  const { t, radiusData, clear } = useFormTexts();
  const [moreOpen, setMoreOpen] = useState(false);
  const panelId = useId();
  const activeCount = activeMoreFilterCount(draft);
  const hasAddress = draft.address.trim() !== '';

  return (
    <form
      role="search"
      aria-label={t('form.name')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <div className={classes.grid}>
          <Cell span={{ base: 12, md: 4 }}>
            <TextField
              ref={searchInputRef}
              label={t('form.keyword')}
              placeholder={t('form.keywordPlaceholder')}
              value={draft.searchText}
              maxLength={programConstants.textMax}
              error={errors.searchText}
              leftSection={<IconSearch size={16} aria-hidden />}
              onChange={(event) => onChange({ searchText: event.currentTarget.value }, false)}
            />
          </Cell>
          <Cell span={{ base: 12, sm: 6, md: 4 }}>
            <LocationField
              value={draft.address}
              error={errors.address}
              onChange={(address) => onChange({ address, ...(address.trim() ? {} : { sort: 'relevance' }) }, false)}
              onLocated={(address) => onChange({ address }, true)}
            />
          </Cell>
          <Cell span={{ base: 6, sm: 3, md: 2 }}>
            <LaterSelect
              label={t('form.distance')}
              data={radiusData}
              value={draft.radius}
              disabled={!hasAddress}
              allowDeselect={false}
              error={errors.radius}
              onChange={(radius) => radius && onChange({ radius }, true)}
            />
          </Cell>
          <Cell span={{ base: 6, sm: 3, md: 2 }}>
            <LaterSelect
              label={t('form.sortBy')}
              data={[
                { value: 'relevance', label: t('form.relevance') },
                ...(hasAddress ? [{ value: 'distance', label: t('form.distance') }] : []),
              ]}
              value={draft.sort}
              allowDeselect={false}
              error={errors.sort}
              onChange={(sort) => onChange({ sort: sort === 'distance' ? 'distance' : 'relevance' }, true)}
            />
          </Cell>
        </div>
        <div className={classes.grid}>
          <Cell span={{ base: 12, sm: 6, md: 3 }}>
            <LaterMultiSelect
              label={t('form.programType')}
              placeholder={draft.types.length ? undefined : t('form.anyType')}
              data={toData(options.types)}
              value={draft.types}
              error={errors.types}
              onChange={(types) => onChange({ types }, true)}
              {...clear(t('form.programType'))}
            />
          </Cell>
          <Cell span={{ base: 12, sm: 6, md: 3 }}>
            <LaterMultiSelect
              label={t('form.format')}
              placeholder={draft.formats.length ? undefined : t('form.anyFormat')}
              data={toData(options.formats)}
              value={draft.formats}
              error={errors.formats}
              onChange={(formats) => onChange({ formats }, true)}
              {...clear(t('form.format'))}
            />
          </Cell>
          <Cell span={{ base: 12, sm: 6, md: 3 }}>
            <LaterSelect
              label={t('form.tuitionSupport')}
              placeholder={t('form.any')}
              data={tuitionSupportOptions.map((option) => ({
                value: option.value,
                label: t(`form.tuition.${option.value}`),
              }))}
              value={draft.eligibleForTuitionSupport || null}
              error={errors.eligibleForTuitionSupport}
              onChange={(value) =>
                onChange({ eligibleForTuitionSupport: isTuitionSupportValue(value) ? value : '' }, true)
              }
              {...clear(t('form.tuitionSupport'))}
            />
          </Cell>
          {wide && <MoreFilterFields draft={draft} options={options} errors={errors} onChange={onChange} />}
        </div>
        {!wide && (
          <>
            <Group>
              <Button
                variant="default"
                leftSection={<IconAdjustments size={16} aria-hidden />}
                rightSection={
                  activeCount > 0 ? (
                    <span className={classes.count} aria-hidden>
                      {activeCount}
                    </span>
                  ) : undefined
                }
                aria-expanded={moreOpen}
                aria-controls={panelId}
                onClick={() => setMoreOpen((open) => !open)}
              >
                {t('form.moreFilters')}
                {activeCount > 0 ? ' ' : ''}
                {activeCount > 0 && <VisuallyHidden>{t('form.active', { count: activeCount })}</VisuallyHidden>}
              </Button>
            </Group>
            {/* Hidden by display: none (what Collapse drew here with no transition), so the panel's LaterSelects stay
                mounted and take their list code when it arrives, closed or open (programs journey at 800 px). */}
            <div id={panelId} style={moreOpen ? undefined : { display: 'none' }}>
              <div className={classes.grid}>
                <MoreFilterFields draft={draft} options={options} errors={errors} onChange={onChange} />
              </div>
            </div>
          </>
        )}
        <Group>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('form.search')}
          </Button>
          <Button variant="default" onClick={onClear}>
            {t('form.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
