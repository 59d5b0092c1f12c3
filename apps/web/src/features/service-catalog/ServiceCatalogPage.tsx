import { Alert, Badge, Button, ColorSwatch, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  errorMessages,
  serviceCatalogMessages as messages,
  toastCatalogue,
  type CatalogProgram,
  type CatalogService,
  type CatalogServiceType,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../platform/api';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { StackedTable } from '../../ui/StackedTable';
import { serviceCatalogQuery } from './api';
import { ProgramModal, ServiceModal, ServiceTypeModal } from './laterCatalogForms';

const heading = 'Service Catalogue';

type Editing =
  | { kind: 'serviceType'; row: CatalogServiceType | null }
  | { kind: 'service'; row: CatalogService | null }
  | { kind: 'program'; row: CatalogProgram | null }
  | null;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'} c="dark.9">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/**
 * One part of the catalogue: its heading with an Add button, then its rows (or a line saying there are none), each
 * with its name, the part's own columns, its status and an Edit button.
 */
function CatalogSection<Row extends { id: number; name: string; active: boolean }>({
  title,
  tableLabel,
  addLabel,
  onAdd,
  empty,
  rows,
  columns,
  editLabel,
  onEdit,
}: {
  title: string;
  tableLabel: string;
  addLabel: string;
  onAdd: () => void;
  /** Said when there are no rows. */
  empty: string;
  rows: readonly Row[];
  /** The columns between Name and Status. */
  columns: readonly Column<Row>[];
  /** The Edit button's accessible name, e.g. 'Edit service type'; the row's name follows. */
  editLabel: string;
  onEdit: (row: Row) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Button size="xs" onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <StackedTable aria-label={tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.label}>{column.label}</Table.Th>
              ))}
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td data-label="Name">{row.name}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.label} data-label={column.label}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                <Table.Td data-label="Status">
                  <StatusBadge active={row.active} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`${editLabel} ${row.name}`}
                    onClick={() => onEdit(row)}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </Stack>
  );
}

/**
 * /admin/service-catalog: admins keep the service types, services and programs the service log form offers. Rows are
 * deactivated, never deleted, so logs already made keep their names (docs/spec-decisions.md, "Service catalogue").
 */
export function ServiceCatalogPage() {
  const { data, error, refetch, isRefetching } = useQuery(serviceCatalogQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const services = data?.service_types.flatMap((type) => type.services) ?? [];
  const typeName = new Map(data?.service_types.map((type) => [type.id, type.name]));
  const programName = new Map(data?.programs.map((program) => [program.id, program.name]));

  return (
    <Stack gap="lg">
      <PageTitle title={heading} />
      <Title order={1}>{heading}</Title>
      {error && isApiError(error, 403) && (
        <Alert color="red" role="alert" title={toastCatalogue.forbiddenTitle}>
          {error.body?.message || errorMessages.forbidden}
        </Alert>
      )}
      {error && !isApiError(error, 403) && (
        <LoadError what={messages.loadFailed} onRetry={() => refetch()} retrying={isRefetching} />
      )}
      {!data && !error && <PageLoader />}
      {data && (
        <>
          <Text>
            Service types, services and programs offered on the service log form. Deactivate a row to stop offering it;
            logs already made keep showing its name.
          </Text>

          <CatalogSection
            title="Service Types"
            tableLabel="Service types"
            addLabel="Add Service Type"
            onAdd={() => setEditing({ kind: 'serviceType', row: null })}
            empty={messages.noServiceTypes}
            rows={data.service_types}
            columns={[
              {
                label: 'Color',
                cell: (type) => (
                  <Group gap="xs" wrap="nowrap">
                    <ColorSwatch color={type.color} size={16} aria-hidden />
                    <Text size="sm">{type.color}</Text>
                  </Group>
                ),
              },
              { label: 'Services', cell: (type) => type.services.length },
            ]}
            editLabel="Edit service type"
            onEdit={(row) => setEditing({ kind: 'serviceType', row })}
          />

          <CatalogSection
            title="Services"
            tableLabel="Services"
            addLabel="Add Service"
            onAdd={() => setEditing({ kind: 'service', row: null })}
            empty={messages.noServices}
            rows={services}
            columns={[
              { label: 'Service type', cell: (service) => typeName.get(service.service_type_id) },
              { label: 'Duration', cell: (service) => service.duration },
              { label: 'Enrollment', cell: (service) => yesNo(service.enrollment) },
              { label: 'Expense', cell: (service) => yesNo(service.expense_associated) },
              {
                label: 'Programs',
                cell: (service) => service.program_ids.map((id) => programName.get(id)).join(', ') || '—',
              },
            ]}
            editLabel="Edit service"
            onEdit={(row) => setEditing({ kind: 'service', row })}
          />

          <CatalogSection
            title="Programs"
            tableLabel="Programs"
            addLabel="Add Program"
            onAdd={() => setEditing({ kind: 'program', row: null })}
            empty={messages.noPrograms}
            rows={data.programs}
            columns={[
              { label: 'PIRL code', cell: (program) => program.pirl_code ?? '—' },
              { label: 'Common exit', cell: (program) => yesNo(program.is_common_exit) },
            ]}
            editLabel="Edit program"
            onEdit={(row) => setEditing({ kind: 'program', row })}
          />

          <ServiceTypeModal
            opened={editing?.kind === 'serviceType'}
            row={editing?.kind === 'serviceType' ? editing.row : null}
            onClose={close}
          />
          <ServiceModal
            opened={editing?.kind === 'service'}
            row={editing?.kind === 'service' ? editing.row : null}
            onClose={close}
            serviceTypes={data.service_types}
            programs={data.programs}
          />
          <ProgramModal
            opened={editing?.kind === 'program'}
            row={editing?.kind === 'program' ? editing.row : null}
            onClose={close}
          />
        </>
      )}
    </Stack>
  );
}
