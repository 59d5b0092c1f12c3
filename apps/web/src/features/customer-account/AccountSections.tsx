import { Alert, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type {
  CustomerAccount,
  CustomerAccountNotice,
  CustomerChangeEmailBody,
  CustomerChangePasswordBody,
} from '@portal/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { handleApiError } from '../../platform/errors';
import { laterSchema, submitChecked, useLaterSchema, type LaterSchema } from '../../platform/forms';
import { chooseLanguage, isLanguage, languageNames, languages, useT } from '../../platform/i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NewPasswordFields, PasswordField, RateLimitAlert, useRateLimitMessage } from './AccountPageLayout';
import { useChangeEmail, useChangePassword, useSaveLanguage, useSignOutEverywhere } from './api';
import { useNoticeText } from './notices';

// The shared schemas (and Zod) are fetched after the page paints; a change waits for its schema (ADR 0051).
const changeEmailSchema = laterSchema(() =>
  import('@portal/contracts/customer-account').then((module) => module.customerChangeEmailBodySchema),
);
const changePasswordSchema = laterSchema(() =>
  import('@portal/contracts/customer-account').then((module) => module.customerChangePasswordBodySchema),
);

/** The account page's sections, once the account is read (AccountPage loads this code as it reads the account). */
export function AccountSections({ account }: { account: CustomerAccount }) {
  return (
    <>
      <AccountSummary account={account} />
      <LanguageSection account={account} />
      <ChangeEmailForm />
      <ChangePasswordForm />
      <SignOutEverywhere sessions={account.active_sessions} />
    </>
  );
}

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
function ChangeForm<Values extends Record<string, unknown>>({
  id,
  title,
  submitLabel,
  form,
  schema,
  mutation,
  prepare = (values) => values,
  children,
}: {
  id: string;
  title: string;
  submitLabel: string;
  form: UseFormReturnType<Values>;
  schema: LaterSchema;
  mutation: UseMutationResult<CustomerAccountNotice, unknown, Values>;
  prepare?: (values: Values) => Values;
  children: ReactNode;
}) {
  const noticeText = useNoticeText();
  const rateLimitMessage = useRateLimitMessage();
  const [notice, setNotice] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);
  useLaterSchema(schema);
  const submit = submitChecked(schema, form, (values) => {
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
    validate: changeEmailSchema.validate,
  });
  return (
    <ChangeForm
      id="account-change-email"
      title={t('account.changeEmailTitle')}
      submitLabel={t('account.changeEmailSubmit')}
      form={form}
      schema={changeEmailSchema}
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
    validate: changePasswordSchema.validate,
  });
  return (
    <ChangeForm
      id="account-change-password"
      title={t('account.changePasswordTitle')}
      submitLabel={t('account.changePasswordSubmit')}
      form={form}
      schema={changePasswordSchema}
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
