import { createContext, use, useId, useState, type CSSProperties, type FocusEventHandler, type ReactNode } from 'react';
import { ChoiceFrame, choiceClasses as classes, spacingStyle, type ChoiceProps } from './ChoiceField';

interface RadioGroupContextValue {
  value: string | null;
  name: string;
  onChange: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupFieldProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Text under the radios (also marks the group invalid); `true` marks it invalid without a text. */
  error?: ReactNode;
  /** The chosen radio's value; null or '' when none is chosen. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  name?: string;
  /** Disables every radio of the group (the fieldset's own disabled). */
  disabled?: boolean;
  /** Shows the asterisk after the label and marks the group required. */
  required?: boolean;
  withAsterisk?: boolean;
  /** Passed by @mantine/form's getInputProps; focus and blur of any radio reach them. */
  onFocus?: FocusEventHandler<HTMLFieldSetElement>;
  onBlur?: FocusEventHandler<HTMLFieldSetElement>;
  'data-path'?: string;
  mt?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
  mb?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Mantine's Radio.Group as a `<fieldset role="radiogroup">` named by its `<legend>`, drawn as Mantine draws the
 * group's label, description and error, without Mantine's Radio code on a page's first paint (issue #30). Its
 * RadioField children (anywhere inside, e.g. in a Group) share its name and value; onChange gets the chosen value.
 */
export function RadioGroupField({
  label,
  description,
  error,
  value,
  defaultValue,
  onChange,
  name,
  disabled,
  required,
  withAsterisk,
  onFocus,
  onBlur,
  'data-path': dataPath,
  mt,
  mb,
  className,
  style,
  children,
}: RadioGroupFieldProps) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? null);
  const current = value === undefined ? uncontrolled : value;
  const legendId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error && typeof error !== 'boolean' ? `${id}-error` : undefined;
  const asterisk = withAsterisk ?? required;
  const context: RadioGroupContextValue = {
    value: current,
    name: name ?? id,
    onChange: (next) => {
      if (value === undefined) setUncontrolled(next);
      onChange?.(next);
    },
  };
  return (
    <fieldset
      role="radiogroup"
      className={className ? `${classes.fieldset} ${className}` : classes.fieldset}
      style={spacingStyle(mt, mb, style)}
      aria-labelledby={label ? legendId : undefined}
      aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      data-path={dataPath}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {label && (
        <legend id={legendId} className={classes.legend}>
          {label}
          {asterisk && (
            <span className={classes.required} aria-hidden>
              {' *'}
            </span>
          )}
        </legend>
      )}
      {descriptionId && (
        <p id={descriptionId} className={classes.groupDescription}>
          {description}
        </p>
      )}
      <RadioGroupContext value={context}>{children}</RadioGroupContext>
      {errorId && (
        <p id={errorId} className={classes.groupError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export type RadioFieldProps = ChoiceProps & { value?: string };

/**
 * A radio drawn as Mantine's Radio at its default size, over a native `<input type="radio">`. Inside a
 * RadioGroupField it takes the group's name and value; alone it takes checked/onChange (and what
 * `form.getInputProps(path, { type: 'radio', value })` returns).
 */
export function RadioField(props: RadioFieldProps) {
  const group = use(RadioGroupContext);
  const checked = group ? group.value === props.value : props.checked;
  return (
    <ChoiceFrame
      props={props}
      checked={checked}
      control={(input) => (
        <div className={classes.inner}>
          <input
            {...input}
            {...(group && {
              name: input.name ?? group.name,
              checked,
              onChange: (event) => {
                group.onChange(event.currentTarget.value);
                input.onChange?.(event);
              },
            })}
            type="radio"
            className={classes.radio}
          />
          <span className={classes.dot} aria-hidden />
        </div>
      )}
    />
  );
}
