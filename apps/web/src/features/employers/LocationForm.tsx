import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import {
  employerMessages,
  employerPaths,
  usStates,
  type EmployerLocation,
  type EmployerLocationBody,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { handleApiError } from '../../platform/errors';
import { laterSchema, useLaterSchema } from '../../platform/forms';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { employerKeys, employerLinks } from './api';
import { ChoiceSelect } from './ChoiceSelect';
import { EmployerPageHeader, useCompanyName } from './parts';
import { useRecordForm } from '../../platform/useRecordForm';
import { Columns } from '../../ui/Columns';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (ADR 0051).
const bodySchema = laterSchema(() =>
  import('@portal/contracts/employers').then((module) => module.employerLocationBodySchema),
);

/** LocationForm's code is fetched apart (issue #30, see LocationFormPage). */
export function LocationForm({ id, location }: { id: number; location: EmployerLocation | null }) {
  const company = useCompanyName(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  useLaterSchema(bodySchema);
  const form = useRecordForm<EmployerLocationBody>(() => ({
    label: location?.label ?? '',
    address: location?.address ?? '',
    city: location?.city ?? '',
    county: location?.county ?? '',
    state: (location?.state ?? 'CO') as EmployerLocationBody['state'],
    zipcode: location?.zipcode ?? '',
    country: 'US',
    phone: location?.phone ?? '',
  }));
  const save = async (body: EmployerLocationBody) => {
    setSaving(true);
    try {
      if (location) await client.put(employerPaths.location, { params: { id, locationId: location.id }, body });
      else await client.post(employerPaths.locations, { params: { id }, body });
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
      showSuccessToast(location ? employerMessages.locationUpdated : employerMessages.locationAdded);
      await navigate(employerLinks.locations(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) handleApiError(error, { form });
      else showErrorToast(location ? employerMessages.locationUpdateFailed : employerMessages.locationAddFailed);
    } finally {
      setSaving(false);
    }
  };
  const title = location ? `Edit ${location.label}` : 'Add Location';
  return (
    <>
      <EmployerPageHeader
        trail={[
          { label: company, to: employerLinks.edit(id) },
          { label: 'Locations', to: employerLinks.locations(id) },
          { label: title },
        ]}
      />
      <Paper withBorder p="md">
        <form onSubmit={form.submit(bodySchema, (body) => void save(body))} noValidate>
          <Stack>
            <Columns cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Label" withAsterisk {...form.getInputProps('label')} />
              <TextInput label="Address" withAsterisk {...form.getInputProps('address')} />
              <TextInput label="City" withAsterisk {...form.getInputProps('city')} />
              <TextInput label="County" withAsterisk {...form.getInputProps('county')} />
              <ChoiceSelect
                label="State"
                withAsterisk
                data={usStates.map((state) => ({ value: state, label: state }))}
                value={form.values.state ?? null}
                onChange={(value) => form.setFieldValue('state', value as EmployerLocationBody['state'])}
                error={form.errors.state}
              />
              <TextInput label="Zip code" withAsterisk inputMode="numeric" {...form.getInputProps('zipcode')} />
              <TextInput label="Country" value="US" readOnly description="Fixed to United States" />
              <TextInput label="Phone" withAsterisk type="tel" {...form.getInputProps('phone')} />
            </Columns>
            <Group>
              <Button type="submit" loading={saving}>
                {location ? 'Update Location' : 'Add Location'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
