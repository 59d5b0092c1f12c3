import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { dateBounds, employerMessages, employerPaths, todayIso, type ServiceProvidedBody } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { handleApiError } from '../../platform/errors';
import { laterSchema, useLaterSchema } from '../../platform/forms';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { employerKeys, employerLinks, locationsQuery, servicesQuery, serviceTypesQuery } from './api';
import { ChoiceSelect } from './ChoiceSelect';
import { EmployerPageHeader, useCompanyName } from './parts';
import { useRecordForm } from '../../platform/useRecordForm';
import { Columns } from '../../ui/Columns';
import { GrowingTextarea } from '../../ui/GrowingTextarea';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (ADR 0051).
const bodySchema = laterSchema(() =>
  import('@portal/contracts/employers').then((module) => module.serviceProvidedBodySchema),
);

const asOptions = (rows: { id: number; name?: string; label?: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name ?? row.label ?? '' }));

/** ServiceProvidedFormPage's form, whose code is fetched apart (issue #30). */
export function ServiceProvidedForm({ id }: { id: number }) {
  const company = useCompanyName(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const locations = useQuery({
    ...locationsQuery(id, 'all'),
    meta: { errorMessage: employerMessages.locationsFetchFailed },
  });
  const types = useQuery(serviceTypesQuery());
  useLaterSchema(bodySchema);
  const form = useRecordForm<ServiceProvidedBody>(() => ({
    employer_location_id: null as unknown as number,
    employer_service_type_id: null as unknown as number,
    employer_service_id: null as unknown as number,
    notes: '',
    start_date: todayIso(),
  }));
  const values = form.values;
  const services = useQuery(servicesQuery(values.employer_service_type_id ?? null));
  const idField = (field: 'employer_location_id' | 'employer_service_type_id' | 'employer_service_id') => ({
    value: values[field] ? String(values[field]) : null,
    onChange: (value: string | null) => {
      form.setFieldValue(field, (value === null ? null : Number(value)) as number);
      if (field === 'employer_service_type_id') form.setFieldValue('employer_service_id', null as unknown as number);
    },
    error: form.errors[field],
  });

  const save = async (body: ServiceProvidedBody) => {
    setSaving(true);
    try {
      await client.post(employerPaths.servicesProvided, { params: { id }, body });
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
      showSuccessToast(employerMessages.serviceProvidedAdded);
      await navigate(employerLinks.services(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) handleApiError(error, { form });
      else showErrorToast(employerMessages.serviceProvidedAddFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <EmployerPageHeader
        trail={[
          { label: company, to: employerLinks.edit(id) },
          { label: 'Service Provided', to: employerLinks.services(id) },
          { label: 'Log Service Provided' },
        ]}
      />
      <Paper withBorder p="md">
        <form onSubmit={form.submit(bodySchema, (body) => void save(body))} noValidate>
          <Stack>
            <Columns cols={{ base: 1, sm: 2 }} spacing="md">
              <ChoiceSelect
                label="Location"
                withAsterisk
                data={asOptions(locations.data?.data)}
                {...idField('employer_location_id')}
              />
              <ChoiceSelect
                label="Service type"
                withAsterisk
                data={asOptions(types.data?.data)}
                {...idField('employer_service_type_id')}
              />
              <ChoiceSelect
                label="Service"
                withAsterisk
                data={asOptions(services.data?.data)}
                disabled={!values.employer_service_type_id}
                {...idField('employer_service_id')}
              />
              <TextInput
                label="Start date"
                withAsterisk
                type="date"
                min={dateBounds.service(todayIso()).min}
                max={dateBounds.service(todayIso()).max}
                {...form.getInputProps('start_date')}
              />
            </Columns>
            <GrowingTextarea label="Notes" withAsterisk minRows={3} {...form.getInputProps('notes')} />
            <Group>
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
