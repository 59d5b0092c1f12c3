import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customerAccountPages, customerRegisterFormSchema, type CustomerRegisterBody } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../platform/errors';
import { schemaValidator } from '../../platform/forms';
import { useSettings } from '../../platform/settings';
import { LoginPageLayout } from '../auth/LoginPageLayout';
import { maskDate } from '../customers/dateMask';
import { PasswordField, RateLimitAlert, rateLimitMessage } from './AccountPageLayout';
import { useRegister } from './api';

const emptyValues: CustomerRegisterBody = {
  first_name: '',
  last_name: '',
  email: '',
  birthdate: '',
  password: '',
  password_confirmation: '',
};

/**
 * /customer-portal/register: the same schema as the server's, with the settings' minimum age. The answer is the same
 * whether or not the address already has an account: 'check your email'.
 */
export function RegisterPage() {
  const settings = useSettings();
  const register = useRegister();
  const [limited, setLimited] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const schema = useMemo(() => customerRegisterFormSchema(settings), [settings]);
  const form = useForm<CustomerRegisterBody>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: schemaValidator(schema),
  });

  const submit = form.onSubmit((values) => {
    setLimited(null);
    register.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: (answer) => setSentTo({ email: values.email.trim(), message: answer.message }),
        onError: (error) => {
          const message = rateLimitMessage(error);
          if (message) setLimited(message);
          else handleApiError(error, { form });
        },
      },
    );
  });

  if (sentTo) {
    return (
      <LoginPageLayout heading="Check your email">
        <Stack>
          <Alert color="green" variant="light" role="status">
            {sentTo.message}
          </Alert>
          <Text size="sm">
            We sent it to <strong>{sentTo.email}</strong>. If it does not arrive in a few minutes, look in your spam
            folder, or create the account again to get a new link.
          </Text>
          <Anchor component={Link} to={customerAccountPages.login}>
            Go to sign in
          </Anchor>
        </Stack>
      </LoginPageLayout>
    );
  }

  return (
    <LoginPageLayout heading="Create your account">
      <form onSubmit={submit} noValidate aria-label="Create account">
        <Stack>
          <RateLimitAlert message={limited} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="First Name"
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('first_name')}
            />
            <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput
            label="Date of Birth"
            placeholder="mm/dd/yyyy"
            inputMode="numeric"
            autoComplete="bday"
            withAsterisk
            {...form.getInputProps('birthdate')}
            onChange={(event) => form.setFieldValue('birthdate', maskDate(event.currentTarget.value))}
          />
          <PasswordField
            label="Password"
            description="At least 8 characters."
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" loading={register.isPending}>
            Create account
          </Button>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to={customerAccountPages.login}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </LoginPageLayout>
  );
}
