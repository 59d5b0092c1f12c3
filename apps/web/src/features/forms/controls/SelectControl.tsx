import { Select } from '@mantine/core';
import { inputProps, type FieldProps } from '../fieldTypes';
import { optionFilter, toSelectData } from './selectData';
import { useT } from '../../../platform/i18n';

/** A searchable select; typing filters the options by label, ignoring accents. */
export function SelectControl({ question, value, onChange, error }: FieldProps<string>) {
  const { t } = useT('forms');
  return (
    <Select
      {...inputProps(question, error)}
      data={toSelectData(question.options)}
      value={value ?? null}
      onChange={(next) => onChange(next)}
      searchable
      clearable={!question.required}
      filter={optionFilter}
      nothingFoundMessage={t('components.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
