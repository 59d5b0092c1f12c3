import { Accordion, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { queryCountLabel, type StoredQuery } from '@portal/contracts';
import { formatDate, formatLastRun } from '../format';
import { QueryStructure } from './QueryStructure';

interface StoredQueryItemProps {
  query: StoredQuery;
  labelOf: (fieldKey: string) => string;
  exporting: boolean;
  onRun: () => void;
  onEdit: () => void;
  onCopy: () => void;
  onShare: () => void;
  onExport: () => void;
  onDelete: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dark.6">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/**
 * One stored query: its figures, its structure and its actions. Only the owner edits, shares and deletes it (the
 * server refuses anyone else); a user it was shared with runs, copies and exports it.
 */
export function StoredQueryItem({ query, labelOf, exporting, ...actions }: StoredQueryItemProps) {
  const name = query.name;
  return (
    <Accordion.Item value={String(query.id)}>
      <Accordion.Control>
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          {!query.is_owner && (
            <Badge variant="light" color="gray.8">
              {`Shared by ${query.owner.first_name} ${query.owner.last_name}`}
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="Created" value={formatDate(query.created_at)} />
            <Fact label="Last run" value={formatLastRun(query.last_run_timestamp)} />
            <Fact label="Unique count" value={queryCountLabel(query.last_run_unique_count ?? query.unique_count)} />
            <Fact label="Total records" value={queryCountLabel(query.last_run_count ?? query.total_records)} />
          </SimpleGrid>
          <div>
            <Text size="xs" fw={600} c="dark.6">
              Query structure
            </Text>
            <QueryStructure request={query.query_request} labelOf={labelOf} />
          </div>
          <Group gap="xs">
            <Button size="xs" onClick={actions.onRun} aria-label={`Run ${name}`}>
              Run
            </Button>
            {query.is_owner && (
              <Button size="xs" variant="default" onClick={actions.onEdit} aria-label={`Edit ${name}`}>
                Edit
              </Button>
            )}
            <Button size="xs" variant="default" onClick={actions.onCopy} aria-label={`Copy ${name}`}>
              Copy
            </Button>
            {query.is_owner && (
              <Button size="xs" variant="default" onClick={actions.onShare} aria-label={`Share ${name}`}>
                Share
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              onClick={actions.onExport}
              loading={exporting}
              aria-label={`Export ${name}`}
            >
              Export
            </Button>
            {query.is_owner && (
              <Button
                size="xs"
                color="red.9"
                variant="outline"
                onClick={actions.onDelete}
                aria-label={`Delete ${name}`}
              >
                Delete
              </Button>
            )}
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
