import { Select } from '@mantine/core';
import { formMessages } from '@portal/contracts';
import { inputProps, type FieldProps } from '../fieldTypes';
import { optionFilter, toSelectData } from './selectData';

/** A searchable select; typing filters the options by label, ignoring accents. */
export function SelectControl({ question, value, onChange, error }: FieldProps<string>) {
  return (
    <Select
      {...inputProps(question, error)}
      data={toSelectData(question.options)}
      value={value ?? null}
      onChange={(next) => onChange(next)}
      searchable
      clearable={!question.required}
      filter={optionFilter}
      nothingFoundMessage={formMessages.nothingFound}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
