import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useField, type FormErrors } from '@mantine/form';
import { customerAccountPages, type CustomerResetPasswordBody } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { laterSchema, submitCheckedFields, useLaterSchema } from '../../platform/forms';
import { LoginPageLayout } from '../auth/LoginPageLayout';
import { NewPasswordFields, RateLimitAlert, useRateLimitMessage } from './AccountPageLayout';
import { useResetPassword } from './api';
import { useNoticeText } from './notices';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (issue #30).
const bodySchema = laterSchema(() =>
  import('@portal/contracts/customer-account').then((module) => module.customerResetPasswordBodySchema),
);

/** What is wrong with the link: the server's words, or the catalogue's notice when it sent none (read when shown). */
type LinkProblem = { message: string } | { notice: 'linkInvalid' | 'linkExpired' };

/** The link itself is the problem (410 used or expired; 422 on the token). */
function linkProblem(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410) return error.body?.message ? { message: error.body.message } : { notice: 'linkExpired' };
  const tokenError = error.status === 422 ? error.body?.errors?.token?.[0] : undefined;
  return tokenError ? { message: tokenError } : null;
}

/** /customer-portal/reset-password?token=: a new password; every session of the account ends, then sign in. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { t } = useT('customer-account');
  const noticeText = useNoticeText();
  const reset = useResetPassword();
  const rateLimitMessage = useRateLimitMessage();
  const [limited, setLimited] = useState<string | null>(null);
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : { notice: 'linkInvalid' });
  const [done, setDone] = useState<string | null>(null);
  useLaterSchema(bodySchema);
  // Two fields: useField keeps Mantine's whole useForm off the page (issue #30).
  const password = useField({ initialValue: '' });
  const confirmation = useField({ initialValue: '' });
  const fields = { password, password_confirmation: confirmation };
  const showErrors = (errors: FormErrors) => {
    password.setError(errors.password ?? null);
    confirmation.setError(errors.password_confirmation ?? null);
  };

  const values = (): CustomerResetPasswordBody => ({
    token,
    password: password.getValue(),
    password_confirmation: confirmation.getValue(),
  });
  const submit = submitCheckedFields(bodySchema, values, showErrors, (body) => {
    setLimited(null);
    reset.mutate(
      { ...body, token },
      {
        onSuccess: (answer) => setDone(answer.message),
        onError: (error) => {
          const message = rateLimitMessage(error);
          const linkMessage = linkProblem(error);
          if (message) setLimited(message);
          else if (linkMessage) setProblem(linkMessage);
          else handleApiError(error, { form: { setErrors: showErrors } });
        },
      },
    );
  });

  if (done)
    return (
      <LinkOutcome heading={t('reset.doneHeading')} alert="done" message={noticeText(done)}>
        <Anchor component={Link} to={customerAccountPages.login}>
          {t('signIn')}
        </Anchor>
      </LinkOutcome>
    );
  if (problem)
    return (
      <LinkOutcome
        heading={t('link.heading')}
        alert="problem"
        message={'notice' in problem ? t(`notices.${problem.notice}`) : noticeText(problem.message)}
      >
        <Anchor component={Link} to={customerAccountPages.forgotPassword}>
          {t('link.askNewLink')}
        </Anchor>
      </LinkOutcome>
    );

  return (
    <LoginPageLayout heading={t('reset.heading')}>
      <form onSubmit={submit} noValidate aria-label={t('reset.submit')}>
        <Stack>
          <RateLimitAlert message={limited} />
          <Text size="sm">{t('reset.intro')}</Text>
          <NewPasswordFields inputProps={(field) => fields[field].getInputProps()} />
          <Button type="submit" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </LoginPageLayout>
  );
}

/** The page once the link is used up or cannot be used: the notice, and where to go next. */
function LinkOutcome({
  heading,
  alert,
  message,
  children,
}: {
  heading: string;
  alert: 'done' | 'problem';
  message: string;
  children: ReactNode;
}) {
  return (
    <LoginPageLayout heading={heading}>
      <Stack align="flex-start">
        <Alert color={alert === 'done' ? 'green' : 'red'} variant="light" role={alert === 'done' ? 'status' : 'alert'}>
          {message}
        </Alert>
        {children}
      </Stack>
    </LoginPageLayout>
  );
}
