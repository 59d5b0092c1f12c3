import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  customerAccountLimits,
  customerChangeEmailBodySchema,
  customerChangePasswordBodySchema,
  type CustomerAccount,
  type CustomerChangeEmailBody,
  type CustomerChangePasswordBody,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { schemaValidator } from '../../platform/forms';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { PasswordField, RateLimitAlert, rateLimitMessage } from './AccountPageLayout';
import { accountQuery, useChangeEmail, useChangePassword, useSignOutEverywhere } from './api';
import { useNoticeText } from './notices';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** /customer-portal/profile/account: change email (confirmed at the new address), change password, sign out everywhere. */
export function AccountPage() {
  const { t } = useT('customer-account');
  const account = useQuery(accountQuery());
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t('account.title')} />
      <Title order={1}>{t('account.title')}</Title>
      {account.isPending ? (
        <PageLoader compact />
      ) : account.isError ? (
        <LoadError what={t('account.loadWhat')} onRetry={() => account.refetch()} retrying={account.isFetching} />
      ) : (
        <>
          <AccountSummary account={account.data} />
          <ChangeEmailForm />
          <ChangePasswordForm />
          <SignOutEverywhere sessions={account.data.active_sessions} />
        </>
      )}
    </Stack>
  );
}

function AccountSummary({ account }: { account: CustomerAccount }) {
  const { t } = useT('customer-account');
  return (
    <Section id="account-details" title={t('account.detailsTitle')}>
      <Text>
        <Text span fw={600}>
          {t('account.emailLabel')}{' '}
        </Text>
        {account.email}
      </Text>
      {account.pending_email && (
        <Alert color="blue" variant="light">
          {t('account.pending', { email: account.pending_email })}
        </Alert>
      )}
    </Section>
  );
}

function ChangeEmailForm() {
  const { t } = useT('customer-account');
  const noticeText = useNoticeText();
  const change = useChangeEmail();
  const [notice, setNotice] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);
  const form = useForm<CustomerChangeEmailBody>({
    mode: 'controlled',
    initialValues: { email: '', current_password: '' },
    validate: schemaValidator(customerChangeEmailBodySchema),
  });
  const submit = form.onSubmit((values) => {
    setNotice(null);
    setLimited(null);
    change.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: (answer) => {
          setNotice(noticeText(answer.message));
          form.reset();
        },
        onError: (error) => {
          const message = rateLimitMessage(error);
          if (message) setLimited(message);
          else handleApiError(error, { form });
        },
      },
    );
  });
  return (
    <Section id="account-change-email" title={t('account.changeEmailTitle')}>
      <form onSubmit={submit} noValidate aria-label={t('account.changeEmailTitle')}>
        <Stack gap="sm">
          {notice && (
            <Alert color="green" variant="light" role="status">
              {notice}
            </Alert>
          )}
          <RateLimitAlert message={limited} />
          <TextInput
            label={t('labels.newEmail')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('labels.currentPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('account.changeEmailSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function ChangePasswordForm() {
  const { t } = useT('customer-account');
  const noticeText = useNoticeText();
  const change = useChangePassword();
  const [notice, setNotice] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);
  const form = useForm<CustomerChangePasswordBody>({
    mode: 'controlled',
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: schemaValidator(customerChangePasswordBodySchema),
  });
  const submit = form.onSubmit((values) => {
    setNotice(null);
    setLimited(null);
    change.mutate(values, {
      onSuccess: (answer) => {
        setNotice(noticeText(answer.message));
        form.reset();
      },
      onError: (error) => {
        const message = rateLimitMessage(error);
        if (message) setLimited(message);
        else handleApiError(error, { form });
      },
    });
  });
  return (
    <Section id="account-change-password" title={t('account.changePasswordTitle')}>
      <form onSubmit={submit} noValidate aria-label={t('account.changePasswordTitle')}>
        <Stack gap="sm">
          {notice && (
            <Alert color="green" variant="light" role="status">
              {notice}
            </Alert>
          )}
          <RateLimitAlert message={limited} />
          <PasswordField
            label={t('labels.currentPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
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
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('account.changePasswordSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function SignOutEverywhere({ sessions }: { sessions: number }) {
  const { t } = useT('customer-account');
  const signOut = useSignOutEverywhere();
  const [asking, setAsking] = useState(false);
  return (
    <Section id="account-sign-out" title={t('account.signOutTitle')}>
      <Text size="sm">{t('account.sessions', { count: sessions })}</Text>
      <Group>
        <Button color="red" variant="outline" loading={signOut.isPending} onClick={() => setAsking(true)}>
          {t('account.signOutSubmit')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t('account.signOutTitle')}
        message={t('account.signOutConfirm')}
        confirmLabel={t('account.signOutSubmit')}
        cancelLabel={t('account.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          signOut.mutate(undefined, { onError: (error) => handleApiError(error) });
        }}
      />
    </Section>
  );
}
