import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  customerChangeEmailBodySchema,
  customerChangePasswordBodySchema,
  type CustomerAccount,
  type CustomerChangeEmailBody,
  type CustomerChangePasswordBody,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { handleApiError } from '../../platform/errors';
import { schemaValidator } from '../../platform/forms';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { PasswordField, RateLimitAlert, rateLimitMessage } from './AccountPageLayout';
import { accountQuery, useChangeEmail, useChangePassword, useSignOutEverywhere } from './api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/\W+/g, '-')}`;
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
  const account = useQuery(accountQuery());
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title="Account" />
      <Title order={1}>Account</Title>
      {account.isPending ? (
        <PageLoader compact />
      ) : account.isError ? (
        <LoadError what="your account" onRetry={() => account.refetch()} retrying={account.isFetching} />
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
  return (
    <Section title="Sign-in details">
      <Text>
        <Text span fw={600}>
          Email:{' '}
        </Text>
        {account.email}
      </Text>
      {account.pending_email && (
        <Alert color="blue" variant="light">
          Waiting for confirmation: {account.pending_email}. Open the link we sent to that address to finish the change.
        </Alert>
      )}
    </Section>
  );
}

function ChangeEmailForm() {
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
          setNotice(answer.message);
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
    <Section title="Change email">
      <form onSubmit={submit} noValidate aria-label="Change email">
        <Stack gap="sm">
          {notice && (
            <Alert color="green" variant="light" role="status">
              {notice}
            </Alert>
          )}
          <RateLimitAlert message={limited} />
          <TextInput
            label="New Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change email
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function ChangePasswordForm() {
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
        setNotice(answer.message);
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
    <Section title="Change password">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="sm">
          {notice && (
            <Alert color="green" variant="light" role="status">
              {notice}
            </Alert>
          )}
          <RateLimitAlert message={limited} />
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
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
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function SignOutEverywhere({ sessions }: { sessions: number }) {
  const signOut = useSignOutEverywhere();
  const [asking, setAsking] = useState(false);
  return (
    <Section title="Sign out everywhere">
      <Text size="sm">
        You are signed in on {sessions} {sessions === 1 ? 'device' : 'devices'}. Signing out everywhere ends all of
        them, this one too.
      </Text>
      <Group>
        <Button color="red" variant="outline" loading={signOut.isPending} onClick={() => setAsking(true)}>
          Sign out everywhere
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title="Sign out everywhere"
        message="You will be signed out on every device, this one too."
        confirmLabel="Sign out everywhere"
        cancelLabel="Cancel"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          signOut.mutate(undefined, { onError: (error) => handleApiError(error) });
        }}
      />
    </Section>
  );
}
