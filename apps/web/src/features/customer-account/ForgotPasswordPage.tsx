import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  customerAccountPages,
  customerForgotPasswordBodySchema,
  type CustomerForgotPasswordBody,
} from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../platform/errors';
import { schemaValidator } from '../../platform/forms';
import { LoginPageLayout } from '../auth/LoginPageLayout';
import { RateLimitAlert, rateLimitMessage } from './AccountPageLayout';
import { useForgotPassword } from './api';

/** /customer-portal/forgot-password: the same answer whatever the address, so it never tells who has an account. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [limited, setLimited] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<CustomerForgotPasswordBody>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaValidator(customerForgotPasswordBodySchema),
  });

  const submit = form.onSubmit((values) => {
    setLimited(null);
    forgot.mutate(
      { email: values.email.trim() },
      {
        onSuccess: (answer) => setSent(answer.message),
        onError: (error) => {
          const message = rateLimitMessage(error);
          if (message) setLimited(message);
          else handleApiError(error, { form });
        },
      },
    );
  });

  if (sent) {
    return (
      <LoginPageLayout heading="Check your email">
        <Stack align="flex-start">
          <Alert color="green" variant="light" role="status">
            {sent}
          </Alert>
          <Anchor component={Link} to={customerAccountPages.login}>
            Back to sign in
          </Anchor>
        </Stack>
      </LoginPageLayout>
    );
  }

  return (
    <LoginPageLayout heading="Forgot your password?">
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <Stack>
          <RateLimitAlert message={limited} />
          <Text size="sm">
            Enter the email address you sign in with. We will send you a link to choose a new password.
          </Text>
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <Button type="submit" loading={forgot.isPending}>
            Send reset link
          </Button>
          <Anchor component={Link} to={customerAccountPages.login} size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </LoginPageLayout>
  );
}
