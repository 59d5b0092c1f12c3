import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { employerMessages, employerPaths, type EmployerUser, type EmployerUserBody } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { handleApiError } from '../../platform/errors';
import { laterSchema, useLaterSchema } from '../../platform/forms';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { employerKeys, employerLinks } from './api';
import { EmployerPageHeader, useCompanyName } from './parts';
import { YesNo } from './YesNo';
import { useRecordForm } from '../../platform/useRecordForm';
import { Columns } from '../../ui/Columns';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (ADR 0051).
const bodySchema = laterSchema(() =>
  import('@portal/contracts/employers').then((module) => module.employerUserBodySchema),
);

/** UserForm's code is fetched apart (issue #30, see UserFormPage). */
export function UserForm({ id, locationId, user }: { id: number; locationId: number; user: EmployerUser | null }) {
  const company = useCompanyName(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  useLaterSchema(bodySchema);
  const form = useRecordForm<EmployerUserBody>(() => ({
    primary_contact: user?.primary_contact ?? false,
    name: user?.name ?? '',
    title: user?.title ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  }));
  const save = async (body: EmployerUserBody) => {
    setSaving(true);
    try {
      if (user) await client.put(employerPaths.locationUser, { params: { id, locationId, userId: user.id }, body });
      else await client.post(employerPaths.locationUsers, { params: { id, locationId }, body });
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
      showSuccessToast(user ? employerMessages.userUpdated : employerMessages.userAdded);
      await navigate(employerLinks.users(id, locationId));
    } catch (error) {
      // Spec 5: the duplicate email clears the field and says so under it.
      if (error instanceof ApiError && error.body?.message === employerMessages.emailInUse) {
        form.setFieldValue('email', '');
        form.setFieldError('email', employerMessages.emailInUse);
      } else if (error instanceof ApiError && error.status === 422) handleApiError(error, { form });
      else if (error instanceof ApiError && error.body?.message) showErrorToast(error.body.message);
      else handleApiError(error);
    } finally {
      setSaving(false);
    }
  };
  const values = form.values;
  return (
    <>
      <EmployerPageHeader
        trail={[
          { label: company, to: employerLinks.edit(id) },
          { label: 'Users', to: employerLinks.users(id, locationId) },
          { label: user ? `Edit ${user.name}` : 'Add User' },
        ]}
      />
      <Paper withBorder p="md">
        <form onSubmit={form.submit(bodySchema, (body) => void save(body))} noValidate>
          <Stack>
            <YesNo
              label="Primary contact"
              value={values.primary_contact}
              onChange={(value) => form.setFieldValue('primary_contact', value)}
              error={form.errors.primary_contact}
            />
            <Columns cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
              <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
              <TextInput label="Email" withAsterisk type="email" {...form.getInputProps('email')} />
              <TextInput label="Phone" withAsterisk type="tel" {...form.getInputProps('phone')} />
            </Columns>
            <Group>
              <Button type="submit" loading={saving}>
                {user ? 'Update User' : 'Add User'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
