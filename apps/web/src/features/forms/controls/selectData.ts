import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { filterOptionsByLabel, type QuestionOption } from '@portal/contracts';

export function toSelectData(options: readonly QuestionOption[]): ComboboxItem[] {
  return options.map((option) => ({ value: option.value, label: option.display }));
}

/** Mantine's filter hook, narrowed by the shared accent-insensitive label filter (forms spec 5). */
export const optionFilter: OptionsFilter = ({ options, search }) =>
  filterOptionsByLabel(options as ComboboxItem[], search);
