import type { ReactNode } from 'react';
import classes from './FieldGrid.module.css';

/**
 * The employer forms' fields, one column on a phone and two from the sm breakpoint: what SimpleGrid
 * cols={{ base: 1, sm: 2 }} drew, in a stylesheet instead of SimpleGrid's code on the first paint (issue #30).
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
