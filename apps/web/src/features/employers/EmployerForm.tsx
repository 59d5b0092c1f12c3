import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { employerMessages, employerPaths, type Employer, type EmployerBody } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { handleApiError } from '../../platform/errors';
import { laterSchema, useLaterSchema } from '../../platform/forms';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { employerKeys, employerLinks } from './api';
import { DeleteAction } from './DeleteAction';
import { EmployerPageHeader, EmployerTabs } from './parts';
import { TypeList, YesNo } from './YesNo';
import { useRecordForm } from '../../platform/useRecordForm';
import { Columns } from '../../ui/Columns';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (ADR 0051).
const bodySchema = laterSchema(() => import('@portal/contracts/employers').then((module) => module.employerBodySchema));

const blank: EmployerBody = {
  company_name: '',
  fein: '',
  website: '',
  nlx_company_number: '',
  // Spec 4: the yes/no questions default to No.
  h2a_jobs: false,
  h2b_jobs: false,
  host_registered_apprenticeships: false,
  host_registered_apprenticeships_future: false,
  hostRegisteredApprenticeshipsTypes: [],
  work_based_learning_opportunities: false,
  work_based_learning_opportunities_future: false,
  workBasedLearningOpportunitiesTypes: [],
};

const fromEmployer = (employer: Employer): EmployerBody => ({
  company_name: employer.company_name,
  fein: employer.fein,
  website: employer.website,
  nlx_company_number: employer.nlx_company_number ?? '',
  h2a_jobs: employer.h2a_jobs,
  h2b_jobs: employer.h2b_jobs,
  host_registered_apprenticeships: employer.host_registered_apprenticeships,
  host_registered_apprenticeships_future: employer.host_registered_apprenticeships_future,
  hostRegisteredApprenticeshipsTypes: employer.host_registered_apprenticeships_types,
  work_based_learning_opportunities: employer.work_based_learning_opportunities,
  work_based_learning_opportunities_future: employer.work_based_learning_opportunities_future,
  workBasedLearningOpportunitiesTypes: employer.work_based_learning_opportunities_types,
});

/** EmployerForm's code is fetched apart (issue #30, see EmployerFormPage). */
export function EmployerForm({ employer }: { employer: Employer | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  useLaterSchema(bodySchema);
  const form = useRecordForm<EmployerBody>(() => (employer ? fromEmployer(employer) : blank));
  const values = form.values;

  const save = async (body: EmployerBody) => {
    setSaving(true);
    try {
      const saved = employer
        ? await client.put(employerPaths.record, { params: { id: employer.id }, body })
        : await client.post(employerPaths.list, { body });
      await queryClient.invalidateQueries({ queryKey: employerKeys.all });
      showSuccessToast(employer ? employerMessages.updated : employerMessages.added);
      if (!employer) await navigate(employerLinks.locations(saved.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) handleApiError(error, { form });
      else if (error instanceof ApiError && error.body?.message && error.status < 500) handleApiError(error);
      else showErrorToast(employer ? employerMessages.updateFailed : employerMessages.addFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <EmployerPageHeader
        trail={employer ? [{ label: employer.company_name }] : [{ label: 'Create Employer Record' }]}
        actions={
          employer && (
            <DeleteAction
              what="employer"
              label={employer.company_name}
              onDelete={async () => {
                try {
                  await client.delete(employerPaths.record, { params: { id: employer.id } });
                  await queryClient.invalidateQueries({ queryKey: employerKeys.all });
                  showSuccessToast(employerMessages.deleted);
                  await navigate(employerLinks.list);
                } catch {
                  showErrorToast(employerMessages.deleteFailed);
                }
              }}
            />
          )
        }
      />
      {employer && <EmployerTabs id={employer.id} />}
      <Paper withBorder p="md">
        <form onSubmit={form.submit(bodySchema, (body) => void save(body))} noValidate>
          <Stack>
            <Columns cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Company name" withAsterisk {...form.getInputProps('company_name')} />
              <TextInput label="FEIN" withAsterisk inputMode="numeric" maxLength={9} {...form.getInputProps('fein')} />
              <TextInput label="Website" withAsterisk type="url" {...form.getInputProps('website')} />
              <TextInput label="NLX company number" {...form.getInputProps('nlx_company_number')} />
              {/* Staff spec 2.14: read-only and shown only when editing; a new record takes the creator's location. */}
              {employer && <TextInput label="Account originator" value={employer.account_originator} readOnly />}
            </Columns>
            <YesNo
              label="Does the company have H-2A jobs?"
              value={values.h2a_jobs}
              onChange={(value) => form.setFieldValue('h2a_jobs', value)}
              error={form.errors.h2a_jobs}
            />
            <YesNo
              label="Does the company have H-2B jobs?"
              value={values.h2b_jobs}
              onChange={(value) => form.setFieldValue('h2b_jobs', value)}
              error={form.errors.h2b_jobs}
            />
            <YesNo
              label="Does the company currently host Registered Apprenticeships?"
              value={values.host_registered_apprenticeships}
              onChange={(value) => form.setFieldValue('host_registered_apprenticeships', value)}
              error={form.errors.host_registered_apprenticeships}
            />
            {values.host_registered_apprenticeships ? (
              <TypeList
                label="Apprenticeship type"
                values={values.hostRegisteredApprenticeshipsTypes ?? []}
                onChange={(next) => form.setFieldValue('hostRegisteredApprenticeshipsTypes', next)}
              />
            ) : (
              <YesNo
                label="Would the company host Registered Apprenticeships in the future?"
                value={values.host_registered_apprenticeships_future}
                onChange={(value) => form.setFieldValue('host_registered_apprenticeships_future', value)}
                error={form.errors.host_registered_apprenticeships_future}
              />
            )}
            <YesNo
              label="Does the company currently offer work-based learning opportunities?"
              value={values.work_based_learning_opportunities}
              onChange={(value) => form.setFieldValue('work_based_learning_opportunities', value)}
              error={form.errors.work_based_learning_opportunities}
            />
            {values.work_based_learning_opportunities ? (
              <TypeList
                label="Work-based learning type"
                values={values.workBasedLearningOpportunitiesTypes ?? []}
                onChange={(next) => form.setFieldValue('workBasedLearningOpportunitiesTypes', next)}
              />
            ) : (
              <YesNo
                label="Would the company offer work-based learning opportunities in the future?"
                value={values.work_based_learning_opportunities_future}
                onChange={(value) => form.setFieldValue('work_based_learning_opportunities_future', value)}
                error={form.errors.work_based_learning_opportunities_future}
              />
            )}
            <Group>
              <Button type="submit" loading={saving}>
                {employer ? 'Update Employer' : 'Create Employer'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
