import type { CSSProperties, ReactNode } from 'react';
import classes from './TableScroll.module.css';

/**
 * Lets a table keep `minWidth` pixels and scroll sideways in a narrow column. Mantine's Table.ScrollContainer does the
 * same, but it brings ScrollArea to every page with a table (the build drops it: vite.config.ts), so pages use this.
 */
export function TableScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <div className={classes.scroll}>
      <div className={classes.inner} style={{ '--table-scroll-min-width': `${minWidth}px` } as CSSProperties}>
        {children}
      </div>
    </div>
  );
}
