import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import classes from './ChoiceField.module.css';

export { classes as choiceClasses };

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

/** What a checkbox, radio or switch takes beside the native input's own attributes (Mantine's names for them). */
export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label?: ReactNode;
  description?: ReactNode;
  /** Text under the label (also marks the control invalid); `true` marks it invalid without a text. */
  error?: ReactNode;
  mt?: Spacing;
  mb?: Spacing;
  /** Set by @mantine/form's getInputProps; kept on the input as Mantine does. */
  'data-path'?: string;
}

const space = (value: Spacing | undefined) =>
  value === undefined
    ? undefined
    : typeof value === 'number'
      ? `calc(${value / 16}rem * var(--mantine-scale))`
      : `var(--mantine-spacing-${value})`;

/** The wrapper's margins from Mantine's mt/mb props. */
export function spacingStyle(mt: Spacing | undefined, mb: Spacing | undefined, style?: CSSProperties) {
  return mt === undefined && mb === undefined ? style : { marginTop: space(mt), marginBottom: space(mb), ...style };
}

/** Ids for the input, its description and its error, and the aria-describedby that joins them (as Mantine's). */
function useChoiceIds(
  id: string | undefined,
  description: ReactNode,
  error: ReactNode,
  describedBy: string | undefined,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error && typeof error !== 'boolean' ? `${inputId}-error` : undefined;
  return {
    inputId,
    descriptionId,
    errorId,
    describedBy: [descriptionId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
  };
}

/** Mantine's InlineInput: the control, and beside it the label, the description and the error. */
function ChoiceLayout({
  ids,
  label,
  description,
  error,
  disabled,
  checked,
  className,
  style,
  children,
}: {
  ids: ReturnType<typeof useChoiceIds>;
  label: ReactNode;
  description: ReactNode;
  error: ReactNode;
  disabled: boolean | undefined;
  checked: boolean | undefined;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `${classes.root} ${className}` : classes.root}
      style={style}
      data-checked={checked || undefined}
    >
      <div className={classes.body}>
        {children}
        <div className={classes.labelWrapper} data-disabled={disabled || undefined}>
          {label && (
            <label className={classes.label} htmlFor={ids.inputId} data-disabled={disabled || undefined}>
              {label}
            </label>
          )}
          {ids.descriptionId && (
            <p id={ids.descriptionId} className={classes.description}>
              {description}
            </p>
          )}
          {ids.errorId && (
            <p id={ids.errorId} className={classes.error}>
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** The native input's attributes a control draws, with its id and its description and error wired as Mantine's. */
export type ChoiceInputProps = Omit<
  ChoiceProps,
  'label' | 'description' | 'error' | 'mt' | 'mb' | 'className' | 'style'
>;

/**
 * A checkbox's, radio's or switch's frame: splits the props between the layout (label, description, error, margins)
 * and the input, and renders `control` with the input's attributes. `checked` is the checked state the frame marks,
 * when it is not the props' own (a radio in a group).
 */
export function ChoiceFrame({
  props: { label, description, error, mt, mb, className, style, id, 'aria-describedby': describedBy, ...input },
  checked = input.checked,
  control,
}: {
  props: ChoiceProps;
  checked?: boolean;
  control: (input: ChoiceInputProps) => ReactNode;
}) {
  const ids = useChoiceIds(id, description, error, describedBy);
  return (
    <ChoiceLayout
      ids={ids}
      label={label}
      description={description}
      error={error}
      disabled={input.disabled}
      checked={checked}
      className={className}
      style={spacingStyle(mt, mb, style)}
    >
      {control({
        ...input,
        id: ids.inputId,
        'aria-describedby': ids.describedBy,
        'aria-invalid': error ? true : undefined,
      })}
    </ChoiceLayout>
  );
}
