import { ChoiceLayout, choiceClasses as classes, spacingStyle, useChoiceIds, type ChoiceProps } from './ChoiceField';

export type SwitchFieldProps = ChoiceProps;

/**
 * A switch drawn as Mantine's Switch at its default size: a native `<input type="checkbox" role="switch">` lying
 * unseen over the track, without Mantine's Switch code on a page's first paint (issue #30). Same props as
 * CheckboxField; the accessible name is the label (or the aria-label given).
 */
export function SwitchField({
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
}: SwitchFieldProps) {
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
      <span className={classes.switchInner}>
        <input
          {...input}
          id={ids.inputId}
          type="checkbox"
          role="switch"
          className={classes.switchInput}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
        />
        <span className={classes.track} aria-hidden>
          <span className={classes.thumb} />
        </span>
      </span>
    </ChoiceLayout>
  );
}
