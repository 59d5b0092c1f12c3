import { Alert, Anchor, Breadcrumbs, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type CustomerProfile, customerProfileMessages, intakeAgeError, type CustomerRecord } from '@portal/contracts';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { laterSchema, useLaterSchema, type LaterSchema } from '../../platform/forms';
import { useSettings } from '../../platform/settings';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { PageTitle } from '../../ui/PageTitle';
import { isReadOnly, readOnlyNotice } from '../customer-record/format';
import { useRecordForm } from '../../platform/useRecordForm';
import { useSaveProfile } from './api';
import { ContactFields, NameFields } from './ContactFields';
import { DemographicsFields } from './DemographicsFields';
import { customerRecordLink } from './links';
import { bodyOf, formValuesOf, type ProfileFormValues } from './profile-form';

/**
 * The edit form once the record and its profile are read. Loaded apart from the page (issue #30), which fetches it as
 * it starts reading the record and shows its loader until both are in.
 */
export function EditCustomer({
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
