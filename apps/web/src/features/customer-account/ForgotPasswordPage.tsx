import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useField, type FormErrors } from '@mantine/form';
import { customerAccountPages, type CustomerForgotPasswordBody } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { laterSchema, submitCheckedFields, useLaterSchema } from '../../platform/forms';
import { LoginPageLayout } from '../auth/LoginPageLayout';
import { RateLimitAlert, useRateLimitMessage } from './AccountPageLayout';
import { useForgotPassword } from './api';
import { useNoticeText } from './notices';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (issue #30).
const bodySchema = laterSchema(() =>
  import('@portal/contracts/customer-account').then((module) => module.customerForgotPasswordBodySchema),
);

/** /customer-portal/forgot-password: the same answer whatever the address, so it never tells who has an account. */
export function ForgotPasswordPage() {
  const { t } = useT('customer-account');
  const rateLimitMessage = useRateLimitMessage();
  const noticeText = useNoticeText();
  const forgot = useForgotPassword();
  const [limited, setLimited] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  useLaterSchema(bodySchema);
  // One field: useField keeps Mantine's whole useForm off the page (issue #30).
  const email = useField({ initialValue: '' });
  const showErrors = (errors: FormErrors) => email.setError(errors.email ?? null);

  const values = (): CustomerForgotPasswordBody => ({ email: email.getValue() });
  const submit = submitCheckedFields(bodySchema, values, showErrors, (body) => {
    setLimited(null);
    forgot.mutate(
      { email: body.email.trim() },
      {
        onSuccess: (answer) => setSent(answer.message),
        onError: (error) => {
          const message = rateLimitMessage(error);
          if (message) setLimited(message);
          else handleApiError(error, { form: { setErrors: showErrors } });
        },
      },
    );
  });

  if (sent) {
    return (
      <LoginPageLayout heading={t('forgot.checkHeading')}>
        <Stack align="flex-start">
          <Alert color="green" variant="light" role="status">
            {noticeText(sent)}
          </Alert>
          <Anchor component={Link} to={customerAccountPages.login}>
            {t('backToSignIn')}
          </Anchor>
        </Stack>
      </LoginPageLayout>
    );
  }

  return (
    <LoginPageLayout heading={t('forgot.heading')}>
      <form onSubmit={submit} noValidate aria-label={t('forgot.heading')}>
        <Stack>
          <RateLimitAlert message={limited} />
          <Text size="sm">{t('forgot.intro')}</Text>
          <TextInput
            label={t('labels.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...email.getInputProps()}
          />
          <Button type="submit" loading={forgot.isPending}>
            {t('forgot.submit')}
          </Button>
          <Anchor component={Link} to={customerAccountPages.login} size="sm">
            {t('backToSignIn')}
          </Anchor>
        </Stack>
      </form>
    </LoginPageLayout>
  );
}
