import { Anchor, Button, Group, Paper, Table } from '@mantine/core';
import {
  employerMessages,
  employerSearchFieldLabels,
  employerSearchFields,
  type EmployerSearchField,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { NativeSelectField, TextField } from '../../ui/TextField';
import { employerLinks, employerListQuery } from './api';
import { PagedTable } from './PagedTable';
import { EmployerPageHeader } from './parts';

const isField = (value: string | null): value is EmployerSearchField =>
  employerSearchFields.includes(value as EmployerSearchField);

/** /employer-records (staff spec 2.14): the employers of the user's locations; search and page are in the address. */
export function EmployerListPage() {
  const [params, setParams] = useSearchParams();
  const searchBy = isField(params.get('search_by')) ? (params.get('search_by') as EmployerSearchField) : 'company_name';
  const term = params.get('search_term') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draftBy, setDraftBy] = useState<EmployerSearchField>(searchBy);
  const [draftTerm, setDraftTerm] = useState(term);
  const query = useQuery(employerListQuery(page, searchBy, term));

  const go = (next: { search_by?: string; search_term?: string; page?: number }) => {
    const query = new URLSearchParams();
    const by = next.search_by ?? searchBy;
    const text = next.search_term ?? term;
    if (by !== 'company_name') query.set('search_by', by);
    if (text) query.set('search_term', text);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <>
      <EmployerPageHeader
        trail={[]}
        actions={
          <Button component={Link} to={employerLinks.create}>
            Create Employer Record
          </Button>
        }
      />
      <Paper withBorder p="md" mb="md">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            go({ search_by: draftBy, search_term: draftTerm.trim(), page: 1 });
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <NativeSelectField
              label="Search by"
              data={employerSearchFields.map((field) => ({ value: field, label: employerSearchFieldLabels[field] }))}
              value={draftBy}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isField(value)) setDraftBy(value);
              }}
              w={180}
            />
            <TextField
              label="Search"
              value={draftTerm}
              onChange={(event) => setDraftTerm(event.currentTarget.value)}
              w={260}
            />
            <Button type="submit">Search</Button>
            <Button
              variant="default"
              onClick={() => {
                setDraftBy('company_name');
                setDraftTerm('');
                setParams(new URLSearchParams());
              }}
            >
              Clear Filters
            </Button>
          </Group>
        </form>
      </Paper>
      <PagedTable
        query={query}
        loadError={employerMessages.fetchFailed}
        empty={<EmptyState message={employerMessages.noRecords} />}
        columns={['Company Name', 'FEIN', 'Address', 'County', 'Zip Code', 'Account Originator', 'Actions']}
        onPage={(next) => go({ page: next })}
      >
        {(row) => (
          <Table.Tr key={row.id}>
            <Table.Td data-label="Company Name">
              <Anchor component={Link} to={employerLinks.edit(row.id)}>
                {row.company_name}
              </Anchor>
            </Table.Td>
            <Table.Td data-label="FEIN">{row.fein}</Table.Td>
            <Table.Td data-label="Address">{row.address ?? '-'}</Table.Td>
            <Table.Td data-label="County">{row.county ?? '-'}</Table.Td>
            <Table.Td data-label="Zip Code">{row.zipcode ?? '-'}</Table.Td>
            <Table.Td data-label="Account Originator">{row.account_originator}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Button size="xs" variant="default" component={Link} to={employerLinks.locations(row.id)}>
                  Locations ({row.locations_count})
                </Button>
                <Button size="xs" variant="default" component={Link} to={employerLinks.jobPosts(row.id)}>
                  Job Posts ({row.job_posts_count})
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </>
  );
}
