import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useField } from '@mantine/form';
import { customerAccountMessages, type StaffPortalEmail, type StaffPortalEmailBody } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { laterSchema, useLaterSchema } from '../../platform/forms';
import { showSuccessToast } from '../../platform/toasts';
import { useTerminology } from '../../platform/settings';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { staffPortalEmailQuery, useStaffChangePortalEmail } from './api';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (ADR 0051).
const bodySchema = laterSchema(() =>
  import('@portal/contracts/customer-account').then((module) => module.staffPortalEmailBodySchema),
);

const recordPath = (customerId: number) => `/workflows/customer-information/${customerId}`;

/** /customers/portal-activity/{id}/edit-email: staff change a customer's portal (sign-in) email; the server audits it. */
export function StaffEditEmailPage() {
  const customerId = Number(useParams().id);
  const { customer } = useTerminology();
  const portalEmail = useQuery({ ...staffPortalEmailQuery(customerId), enabled: Number.isInteger(customerId) });
  const heading = 'Edit Portal Email';

  let body;
  if (portalEmail.isPending) body = <PageLoader compact />;
  else if (portalEmail.isError) {
    body = isApiError(portalEmail.error, 403) ? (
      <Alert color="red" variant="light" role="alert">
        {portalEmail.error.body?.message || `You may not change this ${customer.toLowerCase()}'s email.`}
      </Alert>
    ) : isApiError(portalEmail.error, 404) ? (
      <Alert color="red" variant="light" role="alert">
        {`This ${customer.toLowerCase()} was not found.`}
      </Alert>
    ) : (
      <LoadError what="the portal email" onRetry={() => portalEmail.refetch()} retrying={portalEmail.isFetching} />
    );
  } else body = <EditEmailForm data={portalEmail.data} />;

  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={heading} />
      <Title order={1}>{heading}</Title>
      {body}
      <Anchor component={Link} to={recordPath(customerId)}>
        Back to the {customer.toLowerCase()} record
      </Anchor>
    </Stack>
  );
}

function EditEmailForm({ data }: { data: StaffPortalEmail }) {
  const change = useStaffChangePortalEmail(data.customer_id);
  useLaterSchema(bodySchema);
  // One field: useField keeps Mantine's whole useForm off the page (issue #30).
  const email = useField({ initialValue: data.email ?? '' });
  const showErrors = (errors: Partial<Record<string, unknown>>) =>
    email.setError((errors.email as string | undefined) ?? null);
  const name = `${data.first_name} ${data.last_name}`;
  if (!data.has_account) {
    return (
      <Card withBorder padding="lg">
        <Text fw={600}>{name}</Text>
        <Text>{customerAccountMessages.noPortalAccount}</Text>
      </Card>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    bodySchema.ready().then(
      () => {
        const values: StaffPortalEmailBody = { email: email.getValue() };
        const errors = bodySchema.validate(values);
        showErrors(errors);
        if (Object.keys(errors).length > 0) return;
        change.mutate(
          { email: values.email.trim() },
          {
            onSuccess: (answer) => {
              showSuccessToast(customerAccountMessages.staffEmailChanged);
              email.setValue(answer.data.email ?? '');
            },
            onError: (error) => handleApiError(error, { form: { setErrors: showErrors } }),
          },
        );
      },
      (error: unknown) => handleApiError(error),
    );
  };
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate aria-label="Edit portal email">
        <Stack gap="sm">
          <Text>
            <Text span fw={600}>
              {name}
            </Text>{' '}
            signs in to the portal with <strong>{data.email}</strong>. The change takes effect at once; both addresses
            are told.
          </Text>
          <TextInput label="Portal Email" type="email" withAsterisk {...email.getInputProps()} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
