import type { MultiSelectProps, SelectProps } from '@mantine/core';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { afterPaint } from '../platform/afterPaint';
import { useModule } from '../platform/useModule';
import type * as Selects from './laterSelects';
import { OptionalPart } from './OptionalPart';
import { Chevron, TextField } from './TextField';

const loadSelects = () => import('./laterSelects');

/** Starts fetching the lists' code after the first paint, for a form whose lists show later (a phone's 'More filters'). */
export function usePreloadedSelects(): void {
  useEffect(() => afterPaint(() => void loadSelects().catch(() => undefined)), []);
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

/** What someone did to the stand-in before the list's code came in: nothing, moved the focus to it, or asked to open it. */
type Intent = 'none' | 'focused' | 'opened';

const openingKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Carries a focus or a click on the stand-in over to the list that replaces it, so neither is lost when the code comes in
 * between them: the list takes the focus, and opens if it was asked to. Once the list is in, the intent is spent, so a
 * list mounted again later does not take the focus.
 */
function useCarriedIntent(autoFocus: boolean | undefined, defaultDropdownOpened: boolean | undefined) {
  const [intent, setIntent] = useState<Intent>('none');
  const standInHandlers = {
    onFocus: () => setIntent((now) => (now === 'none' ? 'focused' : now)),
    onBlur: () => setIntent('none'),
    onClick: () => setIntent('opened'),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (!openingKeys.has(event.key)) return;
      event.preventDefault();
      setIntent('opened');
    },
  };
  const carried = {
    autoFocus: autoFocus || intent !== 'none',
    defaultDropdownOpened: defaultDropdownOpened || intent === 'opened',
  };
  const spent = useCallback(() => setIntent('none'), []);
  return { standInHandlers, carried, spent };
}

/**
 * The field as it looks until the list's code is in (moments after the first paint): the same label, value, hint and
 * error in an input of the same size, read-only (ui/TextField, so the first paint needs none of Mantine's Input code). It
 * stays if that code cannot be loaded.
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
  handlers,
}: Shared & { shown: string[]; handlers: ReturnType<typeof useCarriedIntent>['standInHandlers'] }) {
  const text = shown.map((value) => data.find((option) => option.value === value)?.label ?? value).join(', ');
  return (
    <TextField
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
      rightSection={<Chevron error={error} />}
      rightSectionPointerEvents="none"
      {...handlers}
    />
  );
}

interface LaterProps {
  children: (selects: typeof Selects) => ReactNode;
  standing: ReactNode;
  onShown: () => void;
}

function Later(props: LaterProps) {
  return <OptionalPart fallback={props.standing}>{<Loaded {...props} />}</OptionalPart>;
}

function Loaded({ children, standing, onShown }: LaterProps) {
  const selects = useModule(loadSelects);
  useEffect(() => {
    if (selects) onShown();
  }, [selects, onShown]);
  return selects ? children(selects) : standing;
}

/** Mantine's Select, whose code loads after the page's first paint (ADR 0051). */
export function LaterSelect<Value extends string = string>(props: SelectProps<Value> & Shared<Value>) {
  const { standInHandlers, carried, spent } = useCarriedIntent(props.autoFocus, props.defaultDropdownOpened);
  const standing = <Standing {...props} shown={props.value ? [props.value] : []} handlers={standInHandlers} />;
  return (
    <Later standing={standing} onShown={spent}>
      {({ Select }) => <Select<Value> {...props} {...carried} />}
    </Later>
  );
}

/** Mantine's MultiSelect, whose code loads after the page's first paint (ADR 0051). */
export function LaterMultiSelect(props: MultiSelectProps & Shared) {
  const { standInHandlers, carried, spent } = useCarriedIntent(props.autoFocus, props.defaultDropdownOpened);
  const standing = <Standing {...props} shown={props.value ?? []} handlers={standInHandlers} />;
  return (
    <Later standing={standing} onShown={spent}>
      {({ MultiSelect }) => <MultiSelect {...props} {...carried} />}
    </Later>
  );
}
