import type { MultiSelectProps, SelectProps } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  /**
   * The list mounts only once someone uses it (a click, an opening key, the focus from the keyboard), not by itself
   * after the paint: for a form of many lists on a page a visitor lands on (the job board's filters), where mounting
   * them all made long tasks of 80–180 ms each on a phone-speed CPU (issue #30). Its code still loads after the paint.
   */
  mountWhenUsed?: boolean;
};

/** What someone did to the stand-in before the list's code came in: nothing, moved the focus to it, or asked to open it. */
type Intent = 'none' | 'focused' | 'opened';

const openingKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Carries a focus or a click on the stand-in over to the list that replaces it, so neither is lost when the code comes in
 * between them: the list takes the focus, and opens if it was asked to. Once the list is in, the intent is spent, so a
 * list mounted again later does not take the focus.
 */
function useCarriedIntent(
  autoFocus: boolean | undefined,
  defaultDropdownOpened: boolean | undefined,
  mountWhenUsed: boolean | undefined,
) {
  const [intent, setIntent] = useState<Intent>('none');
  // A press in progress: its focus is not yet a use (mountWhenUsed), or the list would replace the stand-in between
  // the press and its click, and the click would be lost; the click that ends it opens the list.
  const pressing = useRef(false);
  const standInHandlers = {
    onPointerDown: () => {
      pressing.current = true;
    },
    onFocus: () => {
      if (mountWhenUsed && pressing.current) return;
      setIntent((now) => (now === 'none' ? 'focused' : now));
    },
    onBlur: () => {
      pressing.current = false;
      setIntent('none');
    },
    onClick: () => {
      pressing.current = false;
      setIntent('opened');
    },
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
  // Someone is using the stand-in, or the list is to take the focus or open.
  const urgent = carried.autoFocus || carried.defaultDropdownOpened;
  return { standInHandlers, carried, spent, urgent };
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
  mountWhenUsed,
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
      // Until used, it is the list to assistive technology too: a collapsed combobox that opens with a key or a press.
      {...(mountWhenUsed ? { role: 'combobox', 'aria-haspopup': 'listbox' as const, 'aria-expanded': false } : {})}
      {...handlers}
    />
  );
}

interface LaterProps {
  children: (selects: typeof Selects) => ReactNode;
  standing: ReactNode;
  onShown: () => void;
  urgent: boolean;
  mountWhenUsed: boolean | undefined;
}

function Later(props: LaterProps) {
  return <OptionalPart fallback={props.standing}>{<Loaded {...props} />}</OptionalPart>;
}

function Loaded({ children, standing, onShown, urgent, mountWhenUsed }: LaterProps) {
  const selects = useModule(loadSelects);
  // Once used, the list stays after the use is spent.
  const [used, setUsed] = useState(false);
  if (urgent && !used) setUsed(true);
  const shows = selects !== undefined && (!mountWhenUsed || used || urgent);
  useEffect(() => {
    if (shows) onShown();
  }, [shows, onShown]);
  return shows ? children(selects) : standing;
}

/** Mantine's Select, whose code loads after the page's first paint (ADR 0051). */
export function LaterSelect<Value extends string = string>({
  mountWhenUsed,
  ...props
}: SelectProps<Value> & Shared<Value>) {
  const { standInHandlers, carried, spent, urgent } = useCarriedIntent(
    props.autoFocus,
    props.defaultDropdownOpened,
    mountWhenUsed,
  );
  const shown = props.value ? [props.value] : [];
  const standing = <Standing {...props} shown={shown} mountWhenUsed={mountWhenUsed} handlers={standInHandlers} />;
  return (
    <Later standing={standing} onShown={spent} urgent={urgent} mountWhenUsed={mountWhenUsed}>
      {({ Select }) => <Select<Value> {...props} {...carried} />}
    </Later>
  );
}

/** Mantine's MultiSelect, whose code loads after the page's first paint (ADR 0051). */
export function LaterMultiSelect({ mountWhenUsed, ...props }: MultiSelectProps & Shared) {
  const { standInHandlers, carried, spent, urgent } = useCarriedIntent(
    props.autoFocus,
    props.defaultDropdownOpened,
    mountWhenUsed,
  );
  const standing = (
    <Standing {...props} shown={props.value ?? []} mountWhenUsed={mountWhenUsed} handlers={standInHandlers} />
  );
  return (
    <Later standing={standing} onShown={spent} urgent={urgent} mountWhenUsed={mountWhenUsed}>
      {({ MultiSelect }) => <MultiSelect {...props} {...carried} />}
    </Later>
  );
}
