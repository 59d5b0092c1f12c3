import { MultiSelect } from '@mantine/core';
import { formMessages } from '@portal/contracts';
import { inputProps, type FieldProps } from '../fieldTypes';
import { optionFilter, toSelectData } from './selectData';

export function MultiSelectControl({ question, value, onChange, error }: FieldProps<string[]>) {
  return (
    <MultiSelect
      {...inputProps(question, error)}
      data={toSelectData(question.options)}
      value={value ?? []}
      onChange={onChange}
      searchable
      filter={optionFilter}
      nothingFoundMessage={formMessages.nothingFound}
    />
  );
}
