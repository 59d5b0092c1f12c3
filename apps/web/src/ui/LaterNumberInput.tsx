import { TextInput, type NumberInputProps } from '@mantine/core';
import { useCallback, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useModule } from '../platform/useModule';
import { OptionalPart } from './OptionalPart';

const loadNumberInput = () => import('./laterNumberInput');

/** What a number in the making may look like while it is typed (NumberInput accepts the same). */
const numberText = /^-?\d*(\.\d*)?$/;

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | string | null | undefined;
  onChange: (value: number | string) => void;
  label: string;
};

/**
 * Mantine's NumberInput, whose code loads after the page's first paint (issue #30). Until then a text input with the
 * same label, value, hint and error takes the typing; the NumberInput that replaces it keeps the text typed so far and,
 * when the stand-in had the focus, takes it with the caret where it was, so no keystroke is lost.
 */
export function LaterNumberInput(props: Props) {
  // The stand-in's own text ('12.' is 12 to the form) and its caret, while it has the focus.
  const [typed, setTyped] = useState<string>();
  const caret = useRef<number | null>(null);
  const focused = useRef(false);
  const { value, onChange, label, description, error, withAsterisk, disabled, id } = props;
  const shown = typed ?? (value === null || value === undefined ? '' : String(value));
  const standing = (
    <TextInput
      id={id}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      disabled={disabled}
      inputMode="decimal"
      value={shown}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const text = event.currentTarget.value;
        if (!numberText.test(text)) return;
        caret.current = event.currentTarget.selectionStart;
        setTyped(text);
        onChange(text === '' || text === '-' || text === '.' ? '' : Number(text));
      }}
      onFocus={() => (focused.current = true)}
      onBlur={(event) => {
        // Not when the stand-in leaves the page for the real input, which then takes the focus over.
        if (!event.currentTarget.isConnected) return;
        focused.current = false;
        setTyped(undefined);
      }}
      onSelect={(event) => (caret.current = event.currentTarget.selectionStart)}
    />
  );
  // The real input takes over the stand-in's focus and caret once, as it mounts.
  const takeOver = useCallback((input: HTMLInputElement | null) => {
    if (!input || !focused.current) return;
    focused.current = false;
    input.focus();
    const at = caret.current ?? input.value.length;
    input.setSelectionRange(at, at);
  }, []);
  return (
    <OptionalPart fallback={standing}>
      <Loaded
        standing={standing}
        props={{
          ...props,
          value: typed ?? value ?? '',
          onChange: (next) => {
            setTyped(undefined);
            onChange(next);
          },
        }}
        takeOver={takeOver}
      />
    </OptionalPart>
  );
}

function Loaded({
  standing,
  props,
  takeOver,
}: {
  standing: ReactNode;
  props: NumberInputProps;
  takeOver: (input: HTMLInputElement | null) => void;
}) {
  const module = useModule(loadNumberInput);
  if (!module) return standing;
  const { NumberInput } = module;
  return <NumberInput {...props} ref={takeOver} />;
}
