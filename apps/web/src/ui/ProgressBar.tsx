import type { CSSProperties } from 'react';
import classes from './ProgressBar.module.css';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  size: 'sm' | 'lg';
  'aria-label': string;
}

/**
 * Mantine's `<Progress value size aria-label />` as it is drawn and read (the bar, and its one section as the labelled
 * progressbar with its value), from a stylesheet: none of Progress' code on a page's first paint (issue #30).
 */
export function ProgressBar({ value, size, 'aria-label': label }: ProgressBarProps) {
  return (
    <div className={`${classes.bar} ${classes[size]}`}>
      <div
        className={classes.section}
        style={{ '--bar-value': `${value}%` } as CSSProperties}
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        aria-label={label}
      />
    </div>
  );
}
