import { ChoiceFrame, choiceClasses as classes, type ChoiceProps } from './ChoiceField';

export type CheckboxFieldProps = ChoiceProps;

/**
 * A checkbox drawn as Mantine's Checkbox at its default size, over a native `<input type="checkbox">`, without
 * Mantine's Checkbox code on a page's first paint (issue #30). Takes what the pages give Mantine's Checkbox
 * (label, description, error, checked/onChange, disabled, name, mt/mb) and what `form.getInputProps(path,
 * { type: 'checkbox' })` returns, so a page swaps the import and nothing else.
 */
export function CheckboxField(props: CheckboxFieldProps) {
  return (
    <ChoiceFrame
      props={props}
      control={(input) => (
        <div className={classes.inner}>
          <input {...input} type="checkbox" className={classes.checkbox} />
          <svg viewBox="0 0 10 7" fill="none" className={classes.checkIcon} aria-hidden>
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
      )}
    />
  );
}
