import { MultiSelect } from '@mantine/core';
import { inputProps, type FieldProps } from '../fieldTypes';
import { optionFilter, toSelectData } from './selectData';
import { useT } from '../../../platform/i18n';

export function MultiSelectControl({ question, value, onChange, error }: FieldProps<string[]>) {
  const { t } = useT('forms');
  return (
    <MultiSelect
      {...inputProps(question, error)}
      data={toSelectData(question.options)}
      value={value ?? []}
      onChange={onChange}
      searchable
      filter={optionFilter}
      nothingFoundMessage={t('components.nothingFound')}
    />
  );
}
