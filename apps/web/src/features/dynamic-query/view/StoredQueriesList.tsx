import { Accordion } from '@mantine/core';
import type { StoredQuery } from '@portal/contracts';
import { StoredQueryItem } from './StoredQueryItem';

export interface StoredQueryActions {
  onRun: (query: StoredQuery) => void;
  onEdit: (query: StoredQuery) => void;
  onCopy: (query: StoredQuery) => void;
  onShare: (query: StoredQuery) => void;
  onExport: (query: StoredQuery) => void;
  onDelete: (query: StoredQuery) => void;
}

/**
 * The stored queries as an accordion, each with its figures, structure and actions; its code (Accordion, Collapse) is
 * fetched after the page's first paint, alongside the queries it lists (issue #30).
 */
export function StoredQueriesList({
  queries,
  labelOf,
  exporting,
  actions,
}: {
  queries: StoredQuery[];
  labelOf: (fieldKey: string) => string;
  exporting: boolean;
  actions: StoredQueryActions;
}) {
  return (
    <Accordion variant="separated" chevronPosition="left">
      {queries.map((query) => (
        <StoredQueryItem
          key={query.id}
          query={query}
          labelOf={labelOf}
          exporting={exporting}
          onRun={() => actions.onRun(query)}
          onEdit={() => actions.onEdit(query)}
          onCopy={() => actions.onCopy(query)}
          onShare={() => actions.onShare(query)}
          onExport={() => actions.onExport(query)}
          onDelete={() => actions.onDelete(query)}
        />
      ))}
    </Accordion>
  );
}
