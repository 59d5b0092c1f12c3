import { Button, Checkbox, ColorInput, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  serviceCatalogLimits as limits,
  serviceCatalogMessages as messages,
  serviceLengths,
  type CatalogProgram,
  type CatalogService,
  type CatalogServiceType,
} from '@portal/contracts';
import type { FormEvent, ReactNode } from 'react';
import { handleApiError } from '../../platform/errors';
import { laterSchema, submitChecked, type FormSchema, type LaterSchema } from '../../platform/forms';
import { showSuccessToast } from '../../platform/toasts';
import { useSaveCatalogRow, type CatalogBodies, type CatalogKind } from './api';

export interface ModalProps<T> {
  /** Editing this row; null adds one. */
  row: T | null;
  opened: boolean;
  onClose: () => void;
}

function CatalogModal({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {opened && children}
    </Modal>
  );
}

/** A body's schema: it validates the form and turns its values into the body the server takes. */
type CatalogSchema<K extends CatalogKind> = FormSchema & { parse: (values: unknown) => CatalogBodies[K] };

// The shared schemas (and Zod) are fetched after the page paints; a submit waits for them (ADR 0051).
const catalogModule = () => import('@portal/contracts/service-catalog');
const serviceTypeBodySchema = laterSchema(() => catalogModule().then((module) => module.serviceTypeBodySchema));
const serviceBodySchema = laterSchema(() => catalogModule().then((module) => module.serviceBodySchema));
const programBodySchema = laterSchema(() => catalogModule().then((module) => module.programBodySchema));

/** Starts fetching the catalogue's form schemas (called once this module is in, after the page has painted). */
export function preloadCatalogSchemas() {
  for (const schema of [serviceTypeBodySchema, serviceBodySchema, programBodySchema])
    void schema.ready().catch(() => undefined);
}

/** A row's form: validated by the body's schema; saved (added, or the row updated), then a toast and the modal closes. */
function useCatalogForm<K extends CatalogKind, V extends { active: boolean }>(
  kind: K,
  schema: LaterSchema<CatalogSchema<K>>,
  { rowId, initialValues, onDone }: { rowId: number | null; initialValues: V; onDone: () => void },
) {
  const save = useSaveCatalogRow(kind);
  const form = useForm({ initialValues, validate: schema.validate });
  const submit = submitChecked(schema, form, (values) => {
    save.mutate(
      { id: rowId, body: schema.loaded()!.parse(values) },
      {
        onSuccess: () => {
          showSuccessToast(messages.saved);
          onDone();
        },
        onError: (error) => handleApiError(error, { form }),
      },
    );
  });
  const formProps = {
    onSubmit: submit,
    activeProps: form.getInputProps('active', { type: 'checkbox' }),
    onCancel: onDone,
    saving: save.isPending,
  };
  return { form, formProps };
}

/** The fields, then every row's Active box, then Cancel and Save. */
function CatalogForm({
  onSubmit,
  activeProps,
  onCancel,
  saving,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  activeProps: object;
  onCancel: () => void;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <Checkbox label="Active (offered on the service log form)" {...activeProps} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// ---- service type

export function ServiceTypeModal({ row, opened, onClose }: ModalProps<CatalogServiceType>) {
  return (
    <CatalogModal title={row ? 'Edit Service Type' : 'Add Service Type'} opened={opened} onClose={onClose}>
      <ServiceTypeForm row={row} onDone={onClose} />
    </CatalogModal>
  );
}

function ServiceTypeForm({ row, onDone }: { row: CatalogServiceType | null; onDone: () => void }) {
  const { form, formProps } = useCatalogForm('serviceType', serviceTypeBodySchema, {
    rowId: row?.id ?? null,
    initialValues: { name: row?.name ?? '', color: row?.color ?? '#1c7ed6', active: row?.active ?? true },
    onDone,
  });
  return (
    <CatalogForm {...formProps}>
      <TextInput label="Name" required maxLength={limits.name} data-autofocus {...form.getInputProps('name')} />
      <ColorInput label="Color" required format="hex" {...form.getInputProps('color')} />
    </CatalogForm>
  );
}

// ---- service

export interface ServiceModalProps extends ModalProps<CatalogService> {
  serviceTypes: CatalogServiceType[];
  programs: CatalogProgram[];
}

export function ServiceModal({ row, opened, onClose, serviceTypes, programs }: ServiceModalProps) {
  return (
    <CatalogModal title={row ? 'Edit Service' : 'Add Service'} opened={opened} onClose={onClose}>
      <ServiceForm row={row} onDone={onClose} serviceTypes={serviceTypes} programs={programs} />
    </CatalogModal>
  );
}

interface ServiceFormProps {
  row: CatalogService | null;
  onDone: () => void;
  serviceTypes: CatalogServiceType[];
  programs: CatalogProgram[];
}

/** Inactive types and programs are offered only where the service already uses them. */
function ServiceForm({ row, onDone, serviceTypes, programs }: ServiceFormProps) {
  const { form, formProps } = useCatalogForm('service', serviceBodySchema, {
    rowId: row?.id ?? null,
    initialValues: {
      service_type_id: row ? String(row.service_type_id) : '',
      name: row?.name ?? '',
      duration: row?.duration ?? 'Multi-day',
      enrollment: row?.enrollment ?? false,
      expense_associated: row?.expense_associated ?? false,
      active: row?.active ?? true,
      program_ids: (row?.program_ids ?? []).map(String),
    },
    onDone,
  });
  const typeOptions = serviceTypes
    .filter((type) => type.active || type.id === row?.service_type_id)
    .map((type) => ({ value: String(type.id), label: type.active ? type.name : `${type.name} (inactive)` }));
  const programOptions = programs
    .filter((program) => program.active || row?.program_ids.includes(program.id))
    .map((program) => ({
      value: String(program.id),
      label: program.active ? program.name : `${program.name} (inactive)`,
    }));
  return (
    <CatalogForm {...formProps}>
      <Select
        label="Service type"
        required
        data={typeOptions}
        data-autofocus
        {...form.getInputProps('service_type_id')}
      />
      <TextInput label="Name" required maxLength={limits.name} {...form.getInputProps('name')} />
      <Select
        label="Duration"
        required
        allowDeselect={false}
        data={[...serviceLengths]}
        {...form.getInputProps('duration')}
      />
      <Checkbox
        label="Enrollment service (enrolls the customer in the chosen program)"
        {...form.getInputProps('enrollment', { type: 'checkbox' })}
      />
      <Checkbox label="Expense associated" {...form.getInputProps('expense_associated', { type: 'checkbox' })} />
      <MultiSelect label="Programs" searchable data={programOptions} {...form.getInputProps('program_ids')} />
    </CatalogForm>
  );
}

// ---- program

export function ProgramModal({ row, opened, onClose }: ModalProps<CatalogProgram>) {
  return (
    <CatalogModal title={row ? 'Edit Program' : 'Add Program'} opened={opened} onClose={onClose}>
      <ProgramForm row={row} onDone={onClose} />
    </CatalogModal>
  );
}

function ProgramForm({ row, onDone }: { row: CatalogProgram | null; onDone: () => void }) {
  const { form, formProps } = useCatalogForm('program', programBodySchema, {
    rowId: row?.id ?? null,
    initialValues: {
      name: row?.name ?? '',
      pirl_code: row?.pirl_code ?? '',
      is_common_exit: row?.is_common_exit ?? false,
      active: row?.active ?? true,
    },
    onDone,
  });
  return (
    <CatalogForm {...formProps}>
      <TextInput label="Name" required maxLength={limits.name} data-autofocus {...form.getInputProps('name')} />
      <TextInput label="PIRL code" maxLength={limits.pirlCode} {...form.getInputProps('pirl_code')} />
      <Checkbox
        label="Common exit (exiting it exits the customer from the other common-exit programs)"
        {...form.getInputProps('is_common_exit', { type: 'checkbox' })}
      />
    </CatalogForm>
  );
}
