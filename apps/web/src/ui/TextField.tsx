import type { MantineSize } from '@mantine/core';
import {
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';

/*
 * Mantine's TextInput and NativeSelect at their default size (sm), over a native <input> / <select>, drawn by the
 * stylesheet Mantine's Input already loads on every page (app/mantine-styles.ts imports Input.css and Combobox.css):
 * the same elements with the same classes and data attributes Mantine's Input, InputWrapper and ComboboxChevron give
 * them, without their code on a page's first paint (issue #30). TextField.test.tsx compares the classes with Mantine's,
 * so an upgrade that renames them fails there.
 */

type Length = number | string;
type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** A length, or lengths by breakpoint as Mantine's style props take them ({ base: '100%', xs: 220 }). */
type Size = Length | Partial<Record<Breakpoint, Length>>;

/** What a field takes beside its element's own attributes (Mantine's names for them). */
interface FieldProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Text under the input (also marks it invalid); `true` marks it invalid without a text. */
  error?: ReactNode;
  withAsterisk?: boolean;
  /** Width props the field's place in its row depends on. */
  w?: Size;
  miw?: Size;
  maw?: Size;
  /** Styles of the root, as Mantine's `style` and `className`. */
  style?: CSSProperties;
  className?: string;
  /** Set by @mantine/form's getInputProps; kept on the input as Mantine does. */
  'data-path'?: string;
}

const length = (value: Length) => (typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : value);

/** Mantine's default breakpoints (the theme keeps them), smallest first. */
const breakpoints: [Breakpoint, string][] = [
  ['xs', '36em'],
  ['sm', '48em'],
  ['md', '62em'],
  ['lg', '75em'],
  ['xl', '88em'],
];

const sizeProps = [
  ['w', 'width', 'width'],
  ['miw', 'min-width', 'minWidth'],
  ['maw', 'max-width', 'maxWidth'],
] as const;

/**
 * The root's width props as Mantine applies them: a plain length inline, lengths by breakpoint in a <style> of
 * min-width media queries for the root's own class (as Mantine's InlineStyles does).
 */
function useRootSizing(field: FieldProps) {
  const generated = useId();
  const inline: CSSProperties = {};
  const rules = new Map<Breakpoint, string[]>();
  for (const [prop, css, key] of sizeProps) {
    const value = field[prop];
    if (value === undefined) continue;
    if (typeof value !== 'object') {
      inline[key] = length(value);
      continue;
    }
    for (const [breakpoint, size] of Object.entries(value) as [Breakpoint, Length][])
      rules.set(breakpoint, [...(rules.get(breakpoint) ?? []), `${css}: ${length(size)};`]);
  }
  const style = Object.keys(inline).length > 0 ? { ...inline, ...field.style } : field.style;
  if (rules.size === 0) return { style, sizingClass: undefined, sizing: null };
  const sizingClass = `text-field-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const block = (breakpoint: Breakpoint) => `.${sizingClass} { ${(rules.get(breakpoint) ?? []).join(' ')} }`;
  const css = [
    rules.has('base') ? block('base') : '',
    ...breakpoints
      .filter(([name]) => rules.has(name))
      .map(([name, at]) => `@media (min-width: ${at}) { ${block(name)} }`),
  ].join(' ');
  return { style, sizingClass, sizing: <style>{css}</style> };
}

const smallText = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const halfXs = 'calc(var(--mantine-spacing-xs) / 2)';

/**
 * Mantine's ComboboxChevron (the up-down arrows at a select's end), sized and coloured by Combobox.css. Its two carets
 * are drawn as the line Mantine's outline traces (round caps and joins, 0.9 wide), the same shape in a tenth of the
 * path's characters.
 */
export function Chevron({ size = 'sm', error }: { size?: MantineSize; error?: ReactNode }) {
  return (
    <svg
      style={{ '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as CSSProperties}
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size={size}
      data-combobox-chevron="true"
      data-error={error ? true : undefined}
      viewBox="0 0 15 15"
      fill="none"
      aria-hidden
    >
      <path
        d="M5.25 5.75 7.5 3.5l2.25 2.25m-4.5 3.5 2.25 2.25 2.25-2.25"
        stroke="currentColor"
        strokeWidth={0.9}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Mantine's InputWrapper and Input around one control: label, description, the control with its sections, error. */
function Field({
  kind,
  field,
  id,
  required,
  disabled,
  pointer,
  leftSection,
  rightSection,
  rightSectionPointerEvents,
  children,
}: {
  kind: 'TextInput' | 'NativeSelect';
  field: FieldProps;
  id: string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
  pointer?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  rightSectionPointerEvents?: CSSProperties['pointerEvents'];
  children: (control: {
    id: string;
    className: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    'data-variant': 'default';
    'data-error'?: true;
    'data-disabled'?: true;
    'data-with-left-section'?: true;
  }) => ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const { label, description, error, withAsterisk, className } = field;
  const hasError = Boolean(error);
  const errorText = error && typeof error !== 'boolean' ? error : undefined;
  const errorId = errorText !== undefined ? `${inputId}-error` : undefined;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  const asterisk = withAsterisk ?? required;
  const wrapperStyle: Record<string, string> = {};
  if (descriptionId) wrapperStyle['--input-margin-top'] = halfXs;
  if (errorId) wrapperStyle['--input-margin-bottom'] = halfXs;
  wrapperStyle['--input-height'] = 'var(--input-height-sm)';
  wrapperStyle['--input-fz'] = 'var(--mantine-font-size-sm)';
  if (rightSection && rightSectionPointerEvents)
    wrapperStyle['--input-right-section-pointer-events'] = String(rightSectionPointerEvents);
  const { style, sizingClass, sizing } = useRootSizing(field);
  const classes = ['m_46b77525 mantine-InputWrapper-root', `mantine-${kind}-root`, sizingClass, className];
  return (
    <>
      {sizing}
      <div
        style={style}
        className={classes.filter(Boolean).join(' ')}
        data-size="sm"
        data-error={hasError || undefined}
      >
        {label && (
          <label
            style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
            className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
            data-size="sm"
            data-required={asterisk || undefined}
            htmlFor={inputId}
            id={`${inputId}-label`}
          >
            {label}
            {asterisk && (
              <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden>
                {' *'}
              </span>
            )}
          </label>
        )}
        {descriptionId && (
          <p
            style={{ '--input-description-size': smallText } as CSSProperties}
            className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
            data-size="sm"
            id={descriptionId}
          >
            {description}
          </p>
        )}
        <div
          style={wrapperStyle}
          className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
          data-variant="default"
          data-size="sm"
          data-error={hasError || undefined}
          data-disabled={disabled || undefined}
          data-pointer={pointer || undefined}
          data-with-left-section={leftSection ? true : undefined}
          data-with-right-section={rightSection ? true : undefined}
        >
          {leftSection && (
            <div data-position="left" className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}>
              {leftSection}
            </div>
          )}
          {children({
            id: inputId,
            className: `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`,
            'aria-invalid': hasError || undefined,
            'aria-describedby': describedBy,
            'data-variant': 'default',
            'data-error': hasError || undefined,
            'data-disabled': disabled || undefined,
            'data-with-left-section': leftSection ? true : undefined,
          })}
          {rightSection && (
            <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}>
              {rightSection}
            </div>
          )}
        </div>
        {errorId && (
          <p
            style={{ '--input-error-size': smallText } as CSSProperties}
            className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
            data-size="sm"
            id={errorId}
          >
            {errorText}
          </p>
        )}
      </div>
    </>
  );
}

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'style' | 'className'> {
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  rightSectionPointerEvents?: CSSProperties['pointerEvents'];
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input drawn as Mantine's TextInput at its default size, without Mantine's Input code on a page's first paint
 * (issue #30). Takes what the pages give Mantine's TextInput (label, description, error, withAsterisk, sections, w)
 * and what `form.getInputProps(path)` returns, so a page swaps the import and nothing else.
 */
export function TextField({
  label,
  description,
  error,
  withAsterisk,
  w,
  miw,
  maw,
  style,
  className,
  leftSection,
  rightSection,
  rightSectionPointerEvents,
  id,
  ...input
}: TextFieldProps) {
  return (
    <Field
      kind="TextInput"
      field={{ label, description, error, withAsterisk, w, miw, maw, style, className }}
      id={id}
      required={input.required}
      disabled={input.disabled}
      leftSection={leftSection}
      rightSection={rightSection}
      rightSectionPointerEvents={rightSectionPointerEvents}
    >
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

export interface NativeSelectFieldProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'style' | 'className'> {
  data: ({ value: string; label: string } | string)[];
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select drawn as Mantine's NativeSelect at its default size (its chevron at the end), without Mantine's
 * Input code on a page's first paint (issue #30).
 */
export function NativeSelectField({
  label,
  description,
  error,
  withAsterisk,
  w,
  miw,
  maw,
  style,
  className,
  data,
  id,
  ...select
}: NativeSelectFieldProps) {
  return (
    <Field
      kind="NativeSelect"
      field={{ label, description, error, withAsterisk, w, miw, maw, style, className }}
      id={id}
      required={select.required}
      disabled={select.disabled}
      pointer
      rightSection={<Chevron error={error} />}
      rightSectionPointerEvents="none"
    >
      {(control) => (
        <select {...control} {...select}>
          {data.map((item) => {
            const option = typeof item === 'string' ? { value: item, label: item } : item;
            return (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
