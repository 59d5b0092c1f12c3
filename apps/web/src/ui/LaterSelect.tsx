import { ComboboxChevron, TextInput, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useModule } from '../platform/useModule';
import type * as Selects from './laterSelects';
import { OptionalPart } from './OptionalPart';

const loadSelects = () => import('./laterSelects');

/** Starts fetching the lists' code after the first paint, for a form whose lists show later (a phone's 'More filters'). */
export function usePreloadedSelects(): void {
  useEffect(() => void loadSelects().catch(() => undefined), []);
}

interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

type Shared<Value extends string = string> = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  data: Option<Value>[];
  disabled?: boolean;
  required?: boolean;
  withAsterisk?: boolean;
  id?: string;
  /** Width props the field's place in its row depends on, kept by the stand-in too. */
  w?: SelectProps['w'];
  miw?: SelectProps['miw'];
  maw?: SelectProps['maw'];
};

/**
 * The field as it looks until the list's code is in (moments after the first paint): the same label, value, hint and
 * error in an input of the same size, read-only. It stays if that code cannot be loaded.
 */
function Standing({
  label,
  description,
  error,
  placeholder,
  data,
  shown,
  disabled,
  required,
  withAsterisk,
  id,
  w,
  miw,
  maw,
}: Shared & { shown: string[] }) {
  const text = shown.map((value) => data.find((option) => option.value === value)?.label ?? value).join(', ');
  return (
    <TextInput
      id={id}
      label={label}
      description={description}
      error={error}
      placeholder={text === '' ? placeholder : undefined}
      value={text}
      readOnly
      disabled={disabled}
      withAsterisk={withAsterisk ?? required}
      w={w}
      miw={miw}
      maw={maw}
      rightSection={<ComboboxChevron error={error} />}
      rightSectionPointerEvents="none"
    />
  );
}

function Later({ children, standing }: { children: (selects: typeof Selects) => ReactNode; standing: ReactNode }) {
  return <OptionalPart fallback={standing}>{<Loaded standing={standing}>{children}</Loaded>}</OptionalPart>;
}

function Loaded({ children, standing }: { children: (selects: typeof Selects) => ReactNode; standing: ReactNode }) {
  const selects = useModule(loadSelects);
  return selects ? children(selects) : standing;
}

/** Mantine's Select, whose code loads after the page's first paint (ADR 0051). */
export function LaterSelect<Value extends string = string>(props: SelectProps<Value> & Shared<Value>) {
  const standing = <Standing {...props} shown={props.value ? [props.value] : []} />;
  return <Later standing={standing}>{({ Select }) => <Select<Value> {...props} />}</Later>;
}

/** Mantine's MultiSelect, whose code loads after the page's first paint (ADR 0051). */
export function LaterMultiSelect(props: MultiSelectProps & Shared) {
  const standing = <Standing {...props} shown={props.value ?? []} />;
  return <Later standing={standing}>{({ MultiSelect }) => <MultiSelect {...props} />}</Later>;
}
