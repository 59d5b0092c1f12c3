import { Alert, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  customerChangeEmailBodySchema,
  customerChangePasswordBodySchema,
  type CustomerAccount,
  type CustomerAccountNotice,
  type CustomerChangeEmailBody,
  type CustomerChangePasswordBody,
} from '@portal/contracts';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { handleApiError } from '../../platform/errors';
import { chooseLanguage, isLanguage, languageNames, languages, useT } from '../../platform/i18n';
import { schemaValidator } from '../../platform/forms';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { NewPasswordFields, PasswordField, RateLimitAlert, useRateLimitMessage } from './AccountPageLayout';
import { accountQuery, useChangeEmail, useChangePassword, useSaveLanguage, useSignOutEverywhere } from './api';
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
          <LanguageSection account={account.data} />
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

/**
 * What both change forms share: the server's notice when it worked (the form empties), the rate-limit alert, and
 * the field errors otherwise.
 */
function ChangeForm<Values extends object>({
  id,
  title,
  submitLabel,
  form,
  mutation,
  prepare = (values) => values,
  children,
}: {
  id: string;
  title: string;
  submitLabel: string;
  form: UseFormReturnType<Values>;
  mutation: UseMutationResult<CustomerAccountNotice, unknown, Values>;
  prepare?: (values: Values) => Values;
  children: ReactNode;
}) {
  const noticeText = useNoticeText();
  const rateLimitMessage = useRateLimitMessage();
  const [notice, setNotice] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);
  const submit = form.onSubmit((values) => {
    setNotice(null);
    setLimited(null);
    mutation.mutate(prepare(values), {
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
    <Section id={id} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          {notice && (
            <Alert color="green" variant="light" role="status">
              {notice}
            </Alert>
          )}
          <RateLimitAlert message={limited} />
          {children}
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function ChangeEmailForm() {
  const { t } = useT('customer-account');
  const change = useChangeEmail();
  const form = useForm<CustomerChangeEmailBody>({
    mode: 'controlled',
    initialValues: { email: '', current_password: '' },
    validate: schemaValidator(customerChangeEmailBodySchema),
  });
  return (
    <ChangeForm
      id="account-change-email"
      title={t('account.changeEmailTitle')}
      submitLabel={t('account.changeEmailSubmit')}
      form={form}
      mutation={change}
      prepare={(values) => ({ ...values, email: values.email.trim() })}
    >
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
    </ChangeForm>
  );
}

function ChangePasswordForm() {
  const { t } = useT('customer-account');
  const change = useChangePassword();
  const form = useForm<CustomerChangePasswordBody>({
    mode: 'controlled',
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: schemaValidator(customerChangePasswordBodySchema),
  });
  return (
    <ChangeForm
      id="account-change-password"
      title={t('account.changePasswordTitle')}
      submitLabel={t('account.changePasswordSubmit')}
      form={form}
      mutation={change}
    >
      <PasswordField
        label={t('labels.currentPassword')}
        autoComplete="current-password"
        withAsterisk
        {...form.getInputProps('current_password')}
      />
      <NewPasswordFields inputProps={(field) => form.getInputProps(field)} />
    </ChangeForm>
  );
}

/** The account's language: the portal shows it and the account's mails are written in it (stored on the server). */
function LanguageSection({ account }: { account: CustomerAccount }) {
  const { t } = useT('customer-account');
  const save = useSaveLanguage();
  const [saved, setSaved] = useState(false);
  return (
    <Section id="account-language" title={t('account.languageTitle')}>
      <Radio.Group
        value={account.preferred_language}
        label={t('account.languageLabel')}
        onChange={(value) => {
          if (!isLanguage(value)) return;
          setSaved(false);
          save.mutate(
            { preferred_language: value },
            {
              onSuccess: () => {
                setSaved(true);
                chooseLanguage(value).catch((error: unknown) => handleApiError(error));
              },
              onError: (error) => handleApiError(error),
            },
          );
        }}
      >
        <Group mt="xs">
          {languages.map((language) => (
            <Radio
              key={language}
              value={language}
              label={languageNames[language]}
              lang={language}
              disabled={save.isPending}
            />
          ))}
        </Group>
      </Radio.Group>
      {saved && (
        <Text size="sm" role="status">
          {t('account.languageSaved')}
        </Text>
      )}
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
