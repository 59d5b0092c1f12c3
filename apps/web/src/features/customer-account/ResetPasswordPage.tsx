import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  customerAccountMessages,
  customerAccountPages,
  customerResetPasswordBodySchema,
  type CustomerResetPasswordBody,
} from '@portal/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { schemaValidator } from '../../platform/forms';
import { LoginPageLayout } from '../auth/LoginPageLayout';
import { PasswordField, RateLimitAlert, rateLimitMessage } from './AccountPageLayout';
import { useResetPassword } from './api';

/** The link itself is the problem (410 used or expired; 422 on the token): the server's words. */
function linkProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410) return error.body?.message || customerAccountMessages.linkExpired;
  const tokenErrors = error.status === 422 ? error.body?.errors?.token : undefined;
  return tokenErrors?.[0] ?? null;
}

/** /customer-portal/reset-password?token=: a new password; every session of the account ends, then sign in. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [limited, setLimited] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : customerAccountMessages.linkInvalid);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<CustomerResetPasswordBody>({
    mode: 'controlled',
    initialValues: { token, password: '', password_confirmation: '' },
    validate: schemaValidator(customerResetPasswordBodySchema),
  });

  const submit = form.onSubmit((values) => {
    setLimited(null);
    reset.mutate(
      { ...values, token },
      {
        onSuccess: (answer) => setDone(answer.message),
        onError: (error) => {
          const message = rateLimitMessage(error);
          const linkMessage = linkProblem(error);
          if (message) setLimited(message);
          else if (linkMessage) setProblem(linkMessage);
          else handleApiError(error, { form });
        },
      },
    );
  });

  if (done) {
    return (
      <LoginPageLayout heading="Password reset">
        <Stack align="flex-start">
          <Alert color="green" variant="light" role="status">
            {done}
          </Alert>
          <Anchor component={Link} to={customerAccountPages.login}>
            Sign in
          </Anchor>
        </Stack>
      </LoginPageLayout>
    );
  }

  if (problem) {
    return (
      <LoginPageLayout heading="This link cannot be used">
        <Stack align="flex-start">
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
          <Anchor component={Link} to={customerAccountPages.forgotPassword}>
            Ask for a new link
          </Anchor>
        </Stack>
      </LoginPageLayout>
    );
  }

  return (
    <LoginPageLayout heading="Choose a new password">
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <Stack>
          <RateLimitAlert message={limited} />
          <Text size="sm">
            After the change you will be signed out everywhere and can sign in with the new password.
          </Text>
          <PasswordField
            label="New Password"
            description="At least 8 characters."
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </LoginPageLayout>
  );
}
