import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customerAccountMessages, type StaffPortalEmail, type StaffPortalEmailBody } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { laterSchema, submitChecked, useLaterSchema } from '../../platform/forms';
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
  const form = useForm<StaffPortalEmailBody>({
    mode: 'controlled',
    initialValues: { email: data.email ?? '' },
    validate: bodySchema.validate,
  });
  const name = `${data.first_name} ${data.last_name}`;
  if (!data.has_account) {
    return (
      <Card withBorder padding="lg">
        <Text fw={600}>{name}</Text>
        <Text>{customerAccountMessages.noPortalAccount}</Text>
      </Card>
    );
  }
  const submit = submitChecked(bodySchema, form, (values) =>
    change.mutate(
      { email: values.email.trim() },
      {
        onSuccess: (answer) => {
          showSuccessToast(customerAccountMessages.staffEmailChanged);
          form.setInitialValues({ email: answer.data.email ?? '' });
          form.reset();
        },
        onError: (error) => handleApiError(error, { form }),
      },
    ),
  );
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
          <TextInput label="Portal Email" type="email" withAsterisk {...form.getInputProps('email')} />
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
