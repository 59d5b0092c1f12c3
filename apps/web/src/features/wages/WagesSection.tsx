import { Button, Loader, Modal, Pagination, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatUsDate, wageMessages as messages, type WageRecord } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { DocumentLink } from '../documents/DocumentLink';
import { LoadError } from '../../ui/LoadError';
import { StackedTable } from '../../ui/StackedTable';
import { wageListQuery } from './api';
import { WageForm } from './WageForm';

const na = messages.notApplicable;
const money = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const jobRelevant = (value: 0 | 1 | null) => (value === 1 ? 'Yes' : value === 0 ? 'No' : '—');

/** Wages and Employments (staff spec 2.8): the create form, the table (data + meta) and the Edit Record modal. */
export function WagesSection({ customerId, readOnly }: { customerId: number; readOnly: boolean }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<WageRecord | null>(null);
  const list = useQuery({ ...wageListQuery(customerId, page), placeholderData: keepPreviousData });
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.meta.total / list.data.meta.per_page)) : 1;

  return (
    <Stack gap="lg">
      {!readOnly && <WageForm customerId={customerId} />}
      <Stack component="section" aria-label="Wage and employment records" gap="sm">
        <Title order={3} size="h4">
          Wage and Employment Records
        </Title>
        {list.isError ? (
          <LoadError message={messages.updateFailed} onRetry={() => list.refetch()} retrying={list.isRefetching} />
        ) : list.isPending ? (
          <Loader role="progressbar" aria-label="Loading" />
        ) : list.data.data.length === 0 ? (
          <EmptyState message="No Data Found" />
        ) : (
          <>
            <StackedTable striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Date Received</Table.Th>
                  <Table.Th>Start Date</Table.Th>
                  <Table.Th>Employer</Table.Th>
                  <Table.Th>NAICS</Table.Th>
                  <Table.Th>Job Title</Table.Th>
                  <Table.Th>Starting Wage</Table.Th>
                  <Table.Th>Recent Wage</Table.Th>
                  <Table.Th>Increment</Table.Th>
                  <Table.Th>O*NET Code</Table.Th>
                  <Table.Th>Job Relevant</Table.Th>
                  <Table.Th>Evidence</Table.Th>
                  <Table.Th>Entered By</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td data-label="Source">
                      <Text size="sm">{row.source.source}</Text>
                      {row.source_kind === 'external' && (
                        <Text size="xs" c="dark.7">
                          External
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td data-label="Date Received">{formatUsDate(row.date_received)}</Table.Td>
                    <Table.Td data-label="Start Date">{formatUsDate(row.start_date)}</Table.Td>
                    <Table.Td data-label="Employer">{row.employer_name}</Table.Td>
                    <Table.Td data-label="NAICS">{row.naics_code ?? '—'}</Table.Td>
                    <Table.Td data-label="Job Title">{row.job_title}</Table.Td>
                    <Table.Td data-label="Starting Wage">{row.hides_wages ? na : money(row.starting_wage)}</Table.Td>
                    <Table.Td data-label="Recent Wage">{row.hides_wages ? na : money(row.recent_wage)}</Table.Td>
                    <Table.Td data-label="Increment">{row.hides_wages ? na : (row.increment_of_wage ?? '—')}</Table.Td>
                    <Table.Td data-label="O*NET Code">
                      {row.hides_wages
                        ? na
                        : row.onet_code
                          ? `${row.onet_code}${row.onet_title ? ` ${row.onet_title}` : ''}`
                          : '—'}
                    </Table.Td>
                    <Table.Td data-label="Job Relevant">{jobRelevant(row.is_job_relevant)}</Table.Td>
                    <Table.Td data-label="Evidence">
                      {row.evidence ? <DocumentLink document={row.evidence} /> : '—'}
                    </Table.Td>
                    <Table.Td data-label="Entered By">
                      {row.user ? `${row.user.first_name} ${row.user.last_name}` : '—'}
                    </Table.Td>
                    <Table.Td>
                      {!readOnly && (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Edit ${row.employer_name} record`}
                          onClick={() => setEditing(row)}
                        >
                          Edit
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
            {lastPage > 1 && (
              <Pagination
                total={lastPage}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page of wage records` })}
                getItemProps={(item) => ({ 'aria-label': `Wage records page ${item}` })}
              />
            )}
          </>
        )}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit Record" size="xl">
        {editing && editing.source_kind === 'external' && (
          <Text size="sm" mb="sm">
            This record comes from {editing.source.source}: only whether the job is relevant can change.
          </Text>
        )}
        {editing && <WageForm customerId={customerId} record={editing} onSaved={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
