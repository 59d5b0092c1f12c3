import { ChoiceFrame, choiceClasses as classes, type ChoiceProps } from './ChoiceField';

export type SwitchFieldProps = ChoiceProps;

/**
 * A switch drawn as Mantine's Switch at its default size: a native `<input type="checkbox" role="switch">` lying
 * unseen over the track, without Mantine's Switch code on a page's first paint (issue #30). Same props as
 * CheckboxField; the accessible name is the label (or the aria-label given).
 */
export function SwitchField(props: SwitchFieldProps) {
  return (
    <ChoiceFrame
      props={props}
      control={(input) => (
        <span className={classes.switchInner}>
          <input {...input} type="checkbox" role="switch" className={classes.switchInput} />
          <span className={classes.track} aria-hidden>
            <span className={classes.thumb} />
          </span>
        </span>
      )}
    />
  );
}
