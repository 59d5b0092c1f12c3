import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../platform/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { StackedTable } from '../../ui/StackedTable';
import { RowActions } from './RowActions';

export interface ExperienceColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

interface ExperienceTableProps<T extends { id: number }> {
  items: readonly T[];
  columns: ReadonlyArray<ExperienceColumn<T>>;
  emptyMessage: string;
  /** The table's accessible name comes from the section heading. */
  labelledBy: string;
  /** Names a row in its action buttons ('Edit Warehouse Associate'). */
  nameOf: (item: T) => string;
  onEdit: (item: T) => void;
  onShowAccomplishments: (item: T) => void;
  onDelete: (item: T) => void;
}

/** The given columns plus Actions (Edit, Accomplishments, Delete); the empty text when there are no rows. */
export function ExperienceTable<T extends { id: number }>({
  items,
  columns,
  emptyMessage,
  labelledBy,
  nameOf,
  onEdit,
  onShowAccomplishments,
  onDelete,
}: ExperienceTableProps<T>) {
  const { t } = useT('experiences');
  return (
    <StackedTable aria-labelledby={labelledBy} striped highlightOnHover verticalSpacing="xs">
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col" role="columnheader">
              {column.header}
            </Table.Th>
          ))}
          <Table.Th scope="col" role="columnheader">
            {t('actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {items.length === 0 ? (
          <Table.Tr role="row">
            <Table.Td role="cell" colSpan={columns.length + 1}>
              <EmptyState message={emptyMessage} />
            </Table.Td>
          </Table.Tr>
        ) : (
          items.map((item) => (
            <Table.Tr key={item.id} role="row">
              {columns.map((column) => (
                <Table.Td key={column.header} role="cell" data-label={column.header}>
                  {column.cell(item)}
                </Table.Td>
              ))}
              <Table.Td role="cell">
                <RowActions
                  name={nameOf(item)}
                  onEdit={() => onEdit(item)}
                  onShowAccomplishments={() => onShowAccomplishments(item)}
                  onDelete={() => onDelete(item)}
                />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </StackedTable>
  );
}
