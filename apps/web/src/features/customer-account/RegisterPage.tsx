import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useField, type FormErrors } from '@mantine/form';
import { customerAccountPages, type CustomerRegisterBody } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useT } from '../../platform/i18n';
import { handleApiError } from '../../platform/errors';
import { laterSchema, submitCheckedFields, useLaterSchema } from '../../platform/forms';
import { useSettings } from '../../platform/settings';
import { LoginPageLayout } from '../auth/LoginPageLayout';
import { maskDate } from '../customers/dateMask';
import { NewPasswordFields, RateLimitAlert, useRateLimitMessage } from './AccountPageLayout';
import { useRegister } from './api';
import { useNoticeText } from './notices';

// The shared schema (and Zod) is fetched after the page paints; a submit waits for it (issue #30).
const loadSchemas = () => import('@portal/contracts/customer-account');

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
  const schema = useMemo(
    () => laterSchema(() => loadSchemas().then((module) => module.customerRegisterFormSchema(settings))),
    [settings],
  );
  useLaterSchema(schema);
  // One useField a field: Mantine's whole useForm (6 KiB gzip) stays off the page (issue #30).
  const fields = {
    first_name: useField({ initialValue: '' }),
    last_name: useField({ initialValue: '' }),
    email: useField({ initialValue: '' }),
    birthdate: useField({ initialValue: '' }),
    password: useField({ initialValue: '' }),
    password_confirmation: useField({ initialValue: '' }),
  };
  const showErrors = (errors: FormErrors) => {
    for (const [name, field] of Object.entries(fields)) field.setError(errors[name] ?? null);
  };
  const values = (): CustomerRegisterBody => ({
    first_name: fields.first_name.getValue(),
    last_name: fields.last_name.getValue(),
    email: fields.email.getValue(),
    birthdate: fields.birthdate.getValue(),
    password: fields.password.getValue(),
    password_confirmation: fields.password_confirmation.getValue(),
  });

  const submit = submitCheckedFields(schema, values, showErrors, (body) => {
    setLimited(null);
    register.mutate(
      { ...body, email: body.email.trim() },
      {
        onSuccess: (answer) => setSentTo({ email: body.email.trim(), message: answer.message }),
        onError: (error) => {
          const message = rateLimitMessage(error);
          if (message) setLimited(message);
          else handleApiError(error, { form: { setErrors: showErrors } });
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
              {...fields.first_name.getInputProps()}
            />
            <TextInput
              label={t('labels.lastName')}
              autoComplete="family-name"
              withAsterisk
              {...fields.last_name.getInputProps()}
            />
          </SimpleGrid>
          <TextInput
            label={t('labels.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...fields.email.getInputProps()}
          />
          <TextInput
            label={t('labels.birthdate')}
            placeholder={t('datePlaceholder')}
            inputMode="numeric"
            autoComplete="bday"
            withAsterisk
            {...fields.birthdate.getInputProps()}
            onChange={(event) => {
              // As useForm did: any change clears the field's error, even one the mask turns back.
              fields.birthdate.setError(null);
              fields.birthdate.setValue(maskDate(event.currentTarget.value));
            }}
          />
          <NewPasswordFields first inputProps={(field) => fields[field].getInputProps()} />
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
