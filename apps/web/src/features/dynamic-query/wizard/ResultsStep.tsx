import { Alert, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { queryCountLabel, type QueryResults, type SelectedField } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../platform/api';
import { LoadError } from '../../../ui/LoadError';
import { PageLoader } from '../../../ui/PageLoader';
import { StackedTable } from '../../../ui/StackedTable';
import { runQuery, type RunTarget } from '../api';
import { formatCell } from '../format';

interface ResultsStepProps {
  target: RunTarget;
  fields: readonly SelectedField[];
  page: number;
  onPage: (page: number) => void;
  /** Save (or update) the query with these figures; absent for a stored query that was only run. */
  onSave?: (results: QueryResults) => void;
  saving?: boolean;
  saveLabel?: string;
  onBack: () => void;
  backLabel: string;
}

/** Step 4: run the query, page through the rows (the page goes into the address), then save. */
export function ResultsStep({
  target,
  fields,
  page,
  onPage,
  onSave,
  saving,
  saveLabel,
  onBack,
  backLabel,
}: ResultsStepProps) {
  const results = useQuery(runQuery(target, page));
  const refused = isApiError(results.error, 422) ? results.error.body : null;
  const data = results.data;
  return (
    <Stack>
      {refused ? (
        <Alert color="red" role="alert" title={refused.message}>
          {Object.values(refused.errors ?? {}).map((messages, index) => (
            <Text key={index} size="sm">
              {messages[0]}
            </Text>
          ))}
        </Alert>
      ) : results.isError ? (
        <LoadError what="the query results" onRetry={results.refetch} retrying={results.isFetching} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <>
          <Group gap="xl" aria-live="polite">
            <Text>
              Total records: <strong>{queryCountLabel(data.total)}</strong>
            </Text>
            <Text>
              Unique count: <strong>{queryCountLabel(data.unique_count)}</strong>
            </Text>
          </Group>
          <StackedTable striped aria-busy={results.isFetching}>
            <Table.Caption>{`Query results, page ${data.current_page} of ${data.last_page}`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {fields.map((field) => (
                  <Table.Th key={field.id} scope="col">
                    {field.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={fields.length}>No records found</Table.Td>
                </Table.Tr>
              ) : (
                data.data.map((row, index) => (
                  <Table.Tr key={`${data.current_page}-${index}`}>
                    {fields.map((field) => (
                      <Table.Td key={field.id} data-label={field.name}>
                        {formatCell(row[field.id], field.type)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </StackedTable>
          {data.last_page > 1 && (
            <Pagination
              total={data.last_page}
              value={data.current_page}
              onChange={onPage}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
      <Group>
        <Button variant="default" onClick={onBack}>
          {backLabel}
        </Button>
        {onSave && (
          <Button onClick={() => data && onSave(data)} disabled={!data || refused !== null} loading={saving}>
            {saveLabel}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
