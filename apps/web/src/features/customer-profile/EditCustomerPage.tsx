import { Alert, Anchor, Breadcrumbs, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type CustomerProfile, customerProfileMessages, intakeAgeError, type CustomerRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { laterSchema, useLaterSchema, type LaterSchema } from '../../platform/forms';
import { useSettings, useTerminology } from '../../platform/settings';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { customerRecordQuery } from '../customer-record/api';
import { isReadOnly, readOnlyNotice } from '../customer-record/format';
import { RecordLoadError } from '../customer-record/RecordLoadError';
import { useRecordForm } from '../../platform/useRecordForm';
import { customerProfileQuery, useSaveProfile } from './api';
import { ContactFields, NameFields } from './ContactFields';
import { DemographicsFields } from './DemographicsFields';
import { customerRecordLink } from './links';
import { bodyOf, formValuesOf, type ProfileFormValues } from './profile-form';

/** /workflows/customer-information/{id}/edit: correct the customer's name, contact details and demographics. */
export function EditCustomerPage() {
  const terms = useTerminology();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const record = useQuery({ ...customerRecordQuery(id), enabled: valid });
  const profile = useQuery({ ...customerProfileQuery(id), enabled: valid && record.data !== undefined });

  if (!valid || record.error)
    return <RecordLoadError error={valid ? record.error : null} customerTerm={terms.customer} />;
  if (profile.isError) {
    return (
      <LoadError
        what={`this ${terms.customer.toLowerCase()}'s details`}
        onRetry={profile.refetch}
        retrying={profile.isFetching}
      />
    );
  }
  if (!record.data || !profile.data) return <PageLoader />;
  return <EditCustomer record={record.data} profile={profile.data} customerTerm={terms.customer} />;
}

function EditCustomer({
  record,
  profile,
  customerTerm,
}: {
  record: CustomerRecord;
  profile: CustomerProfile;
  customerTerm: string;
}) {
  const settings = useSettings();
  const navigate = useNavigate();
  const save = useSaveProfile(record.id);
  // The intake's minimum age applies to a new birthdate only: a youth already on file can still be corrected. The
  // schema (Zod) is fetched after the paint; a submit waits for it, and it checks the body the server receives.
  const schema = useMemo(() => {
    const later = laterSchema(() =>
      import('@portal/contracts/customer-profile').then((module) =>
        module.customerProfileFormSchema((birthdate) =>
          birthdate === profile.birthdate ? null : intakeAgeError(birthdate, settings),
        ),
      ),
    );
    const ofBody: LaterSchema = { ...later, validate: (values) => later.validate(bodyOf(values as ProfileFormValues)) };
    return ofBody;
  }, [profile.birthdate, settings]);
  useLaterSchema(schema);
  const form = useRecordForm(() => formValuesOf(profile));

  const submit = form.submit(schema, (values) =>
    save.mutate(bodyOf(values), {
      onSuccess: ({ changed }) => {
        showSuccessToast(changed.length > 0 ? customerProfileMessages.saved : customerProfileMessages.unchanged);
        void navigate(customerRecordLink(record.id));
      },
      onError: (error) => {
        if (isApiError(error, 422)) handleApiError(error, { form });
        else if (isApiError(error)) handleApiError(error);
        else showErrorToast(customerProfileMessages.saveFailed);
      },
    }),
  );

  const title = `Edit ${record.full_name}`;
  return (
    <Stack gap="lg">
      <PageTitle title={`${title} | ${customerTerm} record`} />
      <Breadcrumbs separator="›" style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={customerRecordLink(record.id)}>
          {record.full_name}
        </Anchor>
        <span>Edit</span>
      </Breadcrumbs>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {isReadOnly(record) ? (
        <Alert color={record.deleted ? 'red' : 'gray'} title="Read-only">
          {readOnlyNotice(record)}
        </Alert>
      ) : (
        <Paper withBorder p="md">
          <form onSubmit={submit} noValidate aria-label={title}>
            <Stack gap="md">
              <NameFields form={form} />
              <ContactFields form={form} />
              <DemographicsFields form={form} />
              <Group justify="flex-end">
                <Button variant="default" component={Link} to={customerRecordLink(record.id)}>
                  Cancel
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Save changes
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
