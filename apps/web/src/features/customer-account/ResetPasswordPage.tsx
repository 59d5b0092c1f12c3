import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  customerAccountLimits,
  customerAccountMessages,
  customerAccountPages,
  customerResetPasswordBodySchema,
  type CustomerResetPasswordBody,
} from '@portal/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { schemaValidator } from '../../platform/forms';
import { LoginPageLayout } from '../auth/LoginPageLayout';
import { PasswordField, RateLimitAlert, rateLimitMessage } from './AccountPageLayout';
import { useResetPassword } from './api';
import { useNoticeText } from './notices';

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
  const { t } = useT('customer-account');
  const noticeText = useNoticeText();
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
      <LoginPageLayout heading={t('reset.doneHeading')}>
        <Stack align="flex-start">
          <Alert color="green" variant="light" role="status">
            {noticeText(done)}
          </Alert>
          <Anchor component={Link} to={customerAccountPages.login}>
            {t('signIn')}
          </Anchor>
        </Stack>
      </LoginPageLayout>
    );
  }

  if (problem) {
    return (
      <LoginPageLayout heading={t('link.heading')}>
        <Stack align="flex-start">
          <Alert color="red" variant="light" role="alert">
            {noticeText(problem)}
          </Alert>
          <Anchor component={Link} to={customerAccountPages.forgotPassword}>
            {t('link.askNewLink')}
          </Anchor>
        </Stack>
      </LoginPageLayout>
    );
  }

  return (
    <LoginPageLayout heading={t('reset.heading')}>
      <form onSubmit={submit} noValidate aria-label={t('reset.submit')}>
        <Stack>
          <RateLimitAlert message={limited} />
          <Text size="sm">{t('reset.intro')}</Text>
          <PasswordField
            label={t('labels.newPassword')}
            description={t('passwordHint', { min: customerAccountLimits.passwordMin })}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('labels.confirmNewPassword')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </LoginPageLayout>
  );
}
