import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { customerAccountPages, type CustomerVerifyEmailResponse } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../platform/api';
import { portalPaths } from '../../platform/auth';
import { useT } from '../../platform/i18n';
import { showSuccessToast } from '../../platform/toasts';
import { PageLoader } from '../../ui/PageLoader';
import { LoginPageLayout } from '../auth/LoginPageLayout';
import { useVerifyEmail } from './api';
import { useNoticeText } from './notices';

/** A link that cannot be used (422 unknown, 410 used or expired): the server's words, else `invalid` (the catalogue's). */
function linkProblem(error: unknown, invalid: string): string | null {
  if (!(error instanceof ApiError) || (error.status !== 410 && error.status !== 422)) return null;
  return error.body?.message || invalid;
}

/**
 * /customer-portal/verify-email?token=: opens the link once. A sign-up confirmed here signs the customer in and goes
 * to their home; otherwise the page says what happened and offers the way on (sign in, or ask for a new link).
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { t } = useT('customer-account');
  const noticeText = useNoticeText();
  const verify = useVerifyEmail();
  const navigate = useNavigate();
  const asked = useRef<string | null>(null);

  const open = () => {
    verify.mutate(token, {
      onSuccess: (answer: CustomerVerifyEmailResponse) => {
        if (answer.signed_in && answer.purpose === 'registration') {
          showSuccessToast(noticeText(answer.message));
          void navigate(portalPaths.customer.home, { replace: true });
        }
      },
    });
  };

  useEffect(() => {
    // Once per token: a confirmation link is single use, so a second request (React's dev double effect) would fail.
    if (!token || asked.current === token) return;
    asked.current = token;
    open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for each new token only
  }, [token]);

  if (!token) return <LinkProblem message={t('notices.linkInvalid')} />;
  if (verify.isError) {
    const problem = linkProblem(verify.error, t('notices.linkInvalid'));
    if (problem) return <LinkProblem message={problem} />;
    return (
      <LoginPageLayout heading={t('verify.heading')}>
        <Stack align="flex-start">
          <Alert color="red" variant="light" role="alert">
            {t('verify.failed')}
          </Alert>
          <Button onClick={open} loading={verify.isPending}>
            {t('verify.tryAgain')}
          </Button>
        </Stack>
      </LoginPageLayout>
    );
  }
  const answer = verify.data;
  if (!answer || (answer.signed_in && answer.purpose === 'registration')) return <PageLoader />;
  return (
    <LoginPageLayout heading={t('verify.confirmedHeading')}>
      <Stack align="flex-start">
        <Alert color="green" variant="light" role="status">
          {noticeText(answer.message)}
        </Alert>
        {answer.signed_in ? (
          <Anchor component={Link} to={customerAccountPages.account}>
            {t('verify.goToAccount')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={customerAccountPages.login}>
            {t('signIn')}
          </Anchor>
        )}
      </Stack>
    </LoginPageLayout>
  );
}

function LinkProblem({ message }: { message: string }) {
  const { t } = useT('customer-account');
  const noticeText = useNoticeText();
  return (
    <LoginPageLayout heading={t('link.heading')}>
      <Stack align="flex-start">
        <Alert color="red" variant="light" role="alert">
          {noticeText(message)}
        </Alert>
        <Text size="sm">{t('link.newLinkHint')}</Text>
        <Group gap="md">
          <Anchor component={Link} to={customerAccountPages.register}>
            {t('link.getNewLink')}
          </Anchor>
          <Anchor component={Link} to={customerAccountPages.login}>
            {t('signIn')}
          </Anchor>
          <Anchor component={Link} to={customerAccountPages.forgotPassword}>
            {t('link.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </LoginPageLayout>
  );
}
