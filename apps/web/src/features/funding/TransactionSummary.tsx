import { Anchor, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatDollars,
  formatUsDate,
  fundingRecipientLabels,
  fundingStatuses,
  isFundingStatus,
  programYearLabel,
  type FundingLedgerEntry,
  type FundingRecord,
} from '@portal/contracts';
import { invoiceUrl } from './transactionApi';
import { StatusBadge } from './StatusBadge';

const personName = (person: { first_name: string; last_name: string } | null) =>
  person ? `${person.first_name} ${person.last_name}` : '—';

const statusName = (id: number | null) => (id !== null && isFundingStatus(id) ? fundingStatuses[id] : '—');

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dark.6">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Who, what and for whom: shown above the form, and alone when nothing can be changed. */
export function TransactionFacts({ record }: { record: FundingRecord }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <Field label="Status">
        <StatusBadge status={record.status} />
      </Field>
      <Field label="Category">{record.category.label}</Field>
      <Field label="Customer">{record.customer.full_name}</Field>
      <Field label="Date">{formatUsDate(record.date)}</Field>
      <Field label="Service">
        {record.service_log ? `${record.service_log.title} (${record.service_log.service.name})` : '—'}
      </Field>
      <Field label="Location">{record.service_log?.location?.label ?? '—'}</Field>
      <Field label="Requested by">{personName(record.requester)}</Field>
      <Field label="Program year">{programYearLabel(record.program_year)}</Field>
    </SimpleGrid>
  );
}

/** The form's values as text, for a transaction the user can no longer change (and for print). */
export function TransactionReadOnly({ record }: { record: FundingRecord }) {
  const vendor = record.vendor;
  const employer = record.employer;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {record.category.name !== 'log' && (
          <Field label="Vendor">
            {vendor
              ? [vendor.name, vendor.address, [vendor.city, vendor.state, vendor.zip].filter(Boolean).join(' ')]
                  .filter(Boolean)
                  .join(', ')
              : '—'}
          </Field>
        )}
        <Field label="Approver">{personName(record.approver)}</Field>
        <Field label="Payment type">{record.payment_type?.name ?? '—'}</Field>
        <Field label="Recipient of Payment">
          {record.recipient_of_payment ? fundingRecipientLabels[record.recipient_of_payment] : '—'}
        </Field>
        {record.category.name === 'training' && (
          <>
            <Field label="Name of Course">{record.training_course ?? '—'}</Field>
            <Field label="Course type">{record.course_type?.name ?? '—'}</Field>
          </>
        )}
      </SimpleGrid>
      {record.category.name === 'log' && employer && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <Field label="Employer Name">{employer.name ?? '—'}</Field>
          <Field label="Point of Contact">{employer.poc_name ?? '—'}</Field>
          <Field label="Address">
            {[employer.address, employer.city, employer.state, employer.zip].filter(Boolean).join(', ') || '—'}
          </Field>
          <Field label="Phone">{employer.phone ?? '—'}</Field>
          <Field label="Email">{employer.email ?? '—'}</Field>
          <Field label="Hourly Rate">
            {employer.hourly_rate_cents === null ? '—' : formatDollars(employer.hourly_rate_cents)}
          </Field>
          <Field label="Estimated Hours">{employer.estimated_hours ?? '—'}</Field>
        </SimpleGrid>
      )}
      <Field label="Transaction Details">
        <span style={{ whiteSpace: 'pre-wrap' }}>{record.description || '—'}</span>
      </Field>
      <ProgramsTable record={record} />
    </Stack>
  );
}

function ProgramsTable({ record }: { record: FundingRecord }) {
  return (
    <Table layout="fixed" verticalSpacing={4} aria-label="Programs and funds">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Program</Table.Th>
          <Table.Th ta="right">Funds</Table.Th>
          <Table.Th ta="right">Available</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {record.programs.map((line) => {
          const balance = record.balances.find((row) => row.program_id === line.id);
          return (
            <Table.Tr key={line.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.name}</Table.Td>
              <Table.Td ta="right">{formatDollars(line.funds_cents)}</Table.Td>
              <Table.Td ta="right">{balance ? formatDollars(balance.available_cents) : '—'}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatDollars(record.total_cents)}
          </Table.Td>
          <Table.Td />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

export function Invoices({ record }: { record: FundingRecord }) {
  const invoices = record.invoices.length > 0 ? record.invoices : record.invoice ? [record.invoice] : [];
  if (invoices.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dark.6">
        {invoices.length === 1 ? 'Invoice' : 'Invoices'}
      </Text>
      <Group gap="sm">
        {invoices.map((invoice) => (
          <Anchor key={invoice.id} href={invoiceUrl(invoice.id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {invoice.original_filename}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The ledger: every change, who made it and when (append-only on the server). */
export function TransactionHistory({ ledger }: { ledger: FundingLedgerEntry[] }) {
  if (ledger.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h4">
        History
      </Title>
      <List size="sm" spacing={2}>
        {ledger.map((entry) => (
          <List.Item key={entry.version} style={{ overflowWrap: 'anywhere' }}>
            {`${when(entry.at)}: ${personName(entry.actor)}, ${
              entry.from_status === null ? '' : `${statusName(entry.from_status)} → `
            }${statusName(entry.to_status)}${entry.note ? ` (${entry.note})` : ''}`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
