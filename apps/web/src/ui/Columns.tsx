import type { ReactNode } from 'react';
import classes from './Columns.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface ColumnsProps {
  /** Columns from each breakpoint up, e.g. { base: 1, sm: 2, lg: 4 }. */
  cols: Partial<Record<Breakpoint, number>> & { base: number };
  /** The gap; `{ base, sm }` for one below Mantine's sm breakpoint and another from it up. */
  spacing: Spacing | { base: Spacing; sm: Spacing };
  children: ReactNode;
}

/**
 * Equal columns that change at Mantine's breakpoints: what SimpleGrid draws, from a stylesheet, without SimpleGrid's
 * code and its inline media styles on a page's first paint (issue #30).
 */
export function Columns({ cols, spacing, children }: ColumnsProps) {
  const { base, sm } = typeof spacing === 'string' ? { base: spacing, sm: spacing } : spacing;
  const style: Record<string, string | number> = { '--columns-gap': `var(--mantine-spacing-${base})` };
  if (sm !== base) style['--columns-gap-sm'] = `var(--mantine-spacing-${sm})`;
  for (const [breakpoint, count] of Object.entries(cols)) style[`--columns-${breakpoint}`] = count;
  return (
    <div className={classes.columns} style={style}>
      {children}
    </div>
  );
}
