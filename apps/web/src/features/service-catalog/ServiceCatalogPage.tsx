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
import { ProgramModal, ServiceModal, ServiceTypeModal } from './CatalogForms';

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

function Section({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
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
      {children}
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

          <Section
            title="Service Types"
            addLabel="Add Service Type"
            onAdd={() => setEditing({ kind: 'serviceType', row: null })}
          >
            {data.service_types.length === 0 ? (
              <EmptyState message={messages.noServiceTypes} />
            ) : (
              <StackedTable aria-label="Service types">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Color</Table.Th>
                    <Table.Th>Services</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.service_types.map((type) => (
                    <Table.Tr key={type.id}>
                      <Table.Td data-label="Name">{type.name}</Table.Td>
                      <Table.Td data-label="Color">
                        <Group gap="xs" wrap="nowrap">
                          <ColorSwatch color={type.color} size={16} aria-hidden />
                          <Text size="sm">{type.color}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td data-label="Services">{type.services.length}</Table.Td>
                      <Table.Td data-label="Status">
                        <StatusBadge active={type.active} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Edit service type ${type.name}`}
                          onClick={() => setEditing({ kind: 'serviceType', row: type })}
                        >
                          Edit
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </StackedTable>
            )}
          </Section>

          <Section title="Services" addLabel="Add Service" onAdd={() => setEditing({ kind: 'service', row: null })}>
            {services.length === 0 ? (
              <EmptyState message={messages.noServices} />
            ) : (
              <StackedTable aria-label="Services">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Service type</Table.Th>
                    <Table.Th>Duration</Table.Th>
                    <Table.Th>Enrollment</Table.Th>
                    <Table.Th>Expense</Table.Th>
                    <Table.Th>Programs</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {services.map((service) => (
                    <Table.Tr key={service.id}>
                      <Table.Td data-label="Name">{service.name}</Table.Td>
                      <Table.Td data-label="Service type">{typeName.get(service.service_type_id)}</Table.Td>
                      <Table.Td data-label="Duration">{service.duration}</Table.Td>
                      <Table.Td data-label="Enrollment">{yesNo(service.enrollment)}</Table.Td>
                      <Table.Td data-label="Expense">{yesNo(service.expense_associated)}</Table.Td>
                      <Table.Td data-label="Programs">
                        {service.program_ids.map((id) => programName.get(id)).join(', ') || '—'}
                      </Table.Td>
                      <Table.Td data-label="Status">
                        <StatusBadge active={service.active} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Edit service ${service.name}`}
                          onClick={() => setEditing({ kind: 'service', row: service })}
                        >
                          Edit
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </StackedTable>
            )}
          </Section>

          <Section title="Programs" addLabel="Add Program" onAdd={() => setEditing({ kind: 'program', row: null })}>
            {data.programs.length === 0 ? (
              <EmptyState message={messages.noPrograms} />
            ) : (
              <StackedTable aria-label="Programs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>PIRL code</Table.Th>
                    <Table.Th>Common exit</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.programs.map((program) => (
                    <Table.Tr key={program.id}>
                      <Table.Td data-label="Name">{program.name}</Table.Td>
                      <Table.Td data-label="PIRL code">{program.pirl_code ?? '—'}</Table.Td>
                      <Table.Td data-label="Common exit">{yesNo(program.is_common_exit)}</Table.Td>
                      <Table.Td data-label="Status">
                        <StatusBadge active={program.active} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Edit program ${program.name}`}
                          onClick={() => setEditing({ kind: 'program', row: program })}
                        >
                          Edit
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </StackedTable>
            )}
          </Section>

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
