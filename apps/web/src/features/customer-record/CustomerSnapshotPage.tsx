import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { customerRecordMessages, type CustomerSnapshot } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { TableScroll } from '../../ui/TableScroll';
import { formatPhone } from './format';
import { formatDay } from './format-day';
import { RecordLoadError } from './RecordLoadError';
import { customerSnapshotQuery } from './snapshot-api';

const recordRoute = (id: number) => `/workflows/customer-information/${id}`;

/**
 * /customers/record/snapshot/{id}: everything the banner only summarises, on one page (the spec leaves the
 * content to us; see docs/spec-decisions.md).
 */
export function CustomerSnapshotPage() {
  const terms = useTerminology();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: snapshot, error } = useQuery({ ...customerSnapshotQuery(id), enabled: valid });

  if (!valid || error) return <RecordLoadError error={valid ? error : null} customerTerm={terms.customer} />;
  if (!snapshot) return <PageLoader />;

  return (
    <Stack gap="lg">
      <PageTitle title={`${snapshot.full_name} | ${terms.customer} snapshot`} />
      <div>
        <Anchor component={Link} to={recordRoute(snapshot.id)} size="sm">
          Back to the {terms.customer.toLowerCase()} record
        </Anchor>
        <Title order={1}>{`${snapshot.full_name}: snapshot`}</Title>
      </div>
      <Identity snapshot={snapshot} customerTerm={terms.customer} />
      <Section id="snapshot-sources" title="Sources">
        <SourcesTable sources={snapshot.sources} />
      </Section>
      <Section id="snapshot-case-managers" title="Case managers">
        {snapshot.case_managers.length === 0 ? (
          <EmptyState message={customerRecordMessages.noCaseManagers} />
        ) : (
          <Text>{snapshot.case_managers.map((manager) => manager.name).join(', ')}</Text>
        )}
      </Section>
      <Section id="snapshot-flags" title="Flags">
        <FlagsTable flags={snapshot.restrictions} />
      </Section>
      <Section id="snapshot-enrollments" title="Enrollments">
        <EnrollmentsTable enrollments={snapshot.enrollments} />
      </Section>
    </Stack>
  );
}

function Identity({ snapshot, customerTerm }: { snapshot: CustomerSnapshot; customerTerm: string }) {
  const facts: [string, string | null][] = [
    ['Date of birth', snapshot.birthdate && formatDay(snapshot.birthdate)],
    ['Email', snapshot.email],
    ['Phone', formatPhone(snapshot.phone)],
    ['Address', [snapshot.address, snapshot.zip].filter(Boolean).join(', ') || null],
    ['Primary location', snapshot.primary_location],
    [`${customerTerm} type`, snapshot.customer_type],
    ['External ID', snapshot.source_system_customer_id],
    ['Internal ID', String(snapshot.id)],
    ['Added', formatDay(snapshot.created_at)],
  ];
  return (
    <Section id="snapshot-identity" title="Identity">
      <Group gap="xs" mb="sm">
        {/* One status: a deleted customer is not also "Active". */}
        <Badge variant="light" c="dark.9" color={snapshot.deleted ? 'red' : snapshot.status ? 'green' : 'gray'}>
          {snapshot.deleted ? 'Deleted' : snapshot.status ? 'Active' : 'Archived'}
        </Badge>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="xs" m={0}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <Text component="dt" fw={600} size="sm">
              {term}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value ?? 'Not given'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function SourcesTable({ sources }: { sources: CustomerSnapshot['sources'] }) {
  if (sources.length === 0) return <EmptyState message={customerRecordMessages.noRecords} />;
  return (
    <TableScroll minWidth={520}>
      <Table aria-labelledby="snapshot-sources">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col">Source system</Table.Th>
            <Table.Th scope="col">Source customer ID</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((source) => (
            <Table.Tr key={source.id}>
              <Table.Td>{source.location}</Table.Td>
              <Table.Td>{source.source}</Table.Td>
              <Table.Td>{source.source_customer_id ?? 'None'}</Table.Td>
              <Table.Td>{formatDay(source.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function FlagsTable({ flags }: { flags: CustomerSnapshot['restrictions'] }) {
  if (flags.length === 0) return <EmptyState message={customerRecordMessages.noRecords} />;
  return (
    <TableScroll minWidth={640}>
      <Table aria-labelledby="snapshot-flags">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Flag</Table.Th>
            <Table.Th scope="col">Note</Table.Th>
            <Table.Th scope="col">Set by</Table.Th>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {flags.map((flag) => (
            <Table.Tr key={`${flag.value}-${flag.created_at}`}>
              <Table.Td>{flag.label}</Table.Td>
              <Table.Td>{flag.narrative}</Table.Td>
              <Table.Td>{flag.creator}</Table.Td>
              <Table.Td>{flag.location ?? 'None'}</Table.Td>
              <Table.Td>{formatDay(flag.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function EnrollmentsTable({ enrollments }: { enrollments: CustomerSnapshot['enrollments'] }) {
  if (enrollments.length === 0) return <EmptyState message={customerRecordMessages.noRecords} />;
  return (
    <TableScroll minWidth={560}>
      <Table aria-labelledby="snapshot-enrollments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Program</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Enrolled</Table.Th>
            <Table.Th scope="col">Exited</Table.Th>
            <Table.Th scope="col">Service logs</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {enrollments.map((enrollment) => (
            <Table.Tr key={enrollment.id}>
              <Table.Td>{enrollment.program}</Table.Td>
              <Table.Td>{enrollment.status ?? 'None'}</Table.Td>
              <Table.Td>{formatDay(enrollment.created_at)}</Table.Td>
              <Table.Td>{enrollment.exit_at ? formatDay(enrollment.exit_at) : 'Open'}</Table.Td>
              <Table.Td>{enrollment.service_log_total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
