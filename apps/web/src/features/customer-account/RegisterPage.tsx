import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customerAccountPages, customerRegisterFormSchema, type CustomerRegisterBody } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useT } from '../../platform/i18n';
import { handleApiError } from '../../platform/errors';
import { schemaValidator } from '../../platform/forms';
import { useSettings } from '../../platform/settings';
import { LoginPageLayout } from '../auth/LoginPageLayout';
import { maskDate } from '../customers/dateMask';
import { NewPasswordFields, RateLimitAlert, useRateLimitMessage } from './AccountPageLayout';
import { useRegister } from './api';
import { useNoticeText } from './notices';

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
  const { t } = useT('customer-account');
  const rateLimitMessage = useRateLimitMessage();
  const noticeText = useNoticeText();
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
      <LoginPageLayout heading={t('register.checkHeading')}>
        <Stack>
          <Alert color="green" variant="light" role="status">
            {noticeText(sentTo.message)}
          </Alert>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="register.sentTo"
              values={{ email: sentTo.email }}
              components={{ strong: <strong /> }}
            />
          </Text>
          <Anchor component={Link} to={customerAccountPages.login}>
            {t('goToSignIn')}
          </Anchor>
        </Stack>
      </LoginPageLayout>
    );
  }

  return (
    <LoginPageLayout heading={t('register.heading')}>
      <form onSubmit={submit} noValidate aria-label={t('register.submit')}>
        <Stack>
          <RateLimitAlert message={limited} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('labels.firstName')}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('labels.lastName')}
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('labels.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('labels.birthdate')}
            placeholder={t('datePlaceholder')}
            inputMode="numeric"
            autoComplete="bday"
            withAsterisk
            {...form.getInputProps('birthdate')}
            onChange={(event) => form.setFieldValue('birthdate', maskDate(event.currentTarget.value))}
          />
          <NewPasswordFields first inputProps={(field) => form.getInputProps(field)} />
          <Button type="submit" loading={register.isPending}>
            {t('register.submit')}
          </Button>
          <Text size="sm">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to={customerAccountPages.login}>
              {t('signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </LoginPageLayout>
  );
}
