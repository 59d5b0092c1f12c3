import { ChoiceLayout, choiceClasses as classes, spacingStyle, useChoiceIds, type ChoiceProps } from './ChoiceField';

export type CheckboxFieldProps = ChoiceProps;

/**
 * A checkbox drawn as Mantine's Checkbox at its default size, over a native `<input type="checkbox">`, without
 * Mantine's Checkbox code on a page's first paint (issue #30). Takes what the pages give Mantine's Checkbox
 * (label, description, error, checked/onChange, disabled, name, mt/mb) and what `form.getInputProps(path,
 * { type: 'checkbox' })` returns, so a page swaps the import and nothing else.
 */
export function CheckboxField({
  label,
  description,
  error,
  mt,
  mb,
  className,
  style,
  id,
  'aria-describedby': ariaDescribedBy,
  ...input
}: CheckboxFieldProps) {
  const ids = useChoiceIds(id, description, error, ariaDescribedBy);
  return (
    <ChoiceLayout
      ids={ids}
      label={label}
      description={description}
      error={error}
      disabled={input.disabled}
      checked={input.checked}
      className={className}
      style={spacingStyle(mt, mb, style)}
    >
      <div className={classes.inner}>
        <input
          {...input}
          id={ids.inputId}
          type="checkbox"
          className={classes.checkbox}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
        />
        <svg viewBox="0 0 10 7" fill="none" className={classes.checkIcon} aria-hidden>
          <path
            d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </div>
    </ChoiceLayout>
  );
}
