import { Box, Table, type TableProps } from '@mantine/core';
import classes from './StackedTable.module.css';

/**
 * A Mantine Table whose rows stack into cards on a phone (see the CSS). Give each Table.Td a `data-label` with its
 * column's name (leave it off for an action cell). The roles are explicit because `display: block` on a table drops
 * its semantics in some browsers.
 */
export function StackedTable({ className, ...props }: TableProps) {
  return (
    <Box className={classes.scroll}>
      <Table role="table" className={className ? `${classes.table} ${className}` : classes.table} {...props} />
    </Box>
  );
}
