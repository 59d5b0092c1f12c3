import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import type { LoginBody } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { afterLoginPath, useLogin, type Portal } from '../../platform/auth';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { schemaValidator } from '../../platform/forms';

type Validator = ReturnType<typeof schemaValidator>;
let loginValidator: Promise<Validator> | null = null;

/**
 * The shared loginBodySchema as a validator. It (and Zod) is imported on its own when the user first focuses the form,
 * so the login page renders without it; a failed fetch is tried again on the next attempt.
 */
function loadLoginValidator(): Promise<Validator> {
  loginValidator ??= import('./loginSchema')
    .then((module) => schemaValidator(module.loginBodySchema))
    .catch((error: unknown) => {
      loginValidator = null;
      throw error;
    });
  return loginValidator;
}

const prefetchValidator = () => {
  loadLoginValidator().catch(() => {
    // Reported when the user submits.
  });
};

/**
 * Email and password, checked with the shared loginBodySchema. Wrong credentials (422) show under the email field,
 * too many attempts (429) as an alert. Two useField hooks instead of useForm keep this page light.
 */
export function LoginForm({ portal }: { portal: Portal }) {
  const login = useLogin(portal);
  const { t } = useT('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [rateLimitMessage, setRateLimitMessage] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);
  const email = useField({ initialValue: '' });
  const password = useField({ initialValue: '' });

  const showErrors = (errors: Partial<Record<string, unknown>>) => {
    email.setError((errors.email as string | undefined) ?? null);
    password.setError((errors.password as string | undefined) ?? null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRateLimitMessage(null);
    const values: LoginBody = { email: email.getValue(), password: password.getValue() };
    let errors: Record<string, unknown>;
    setValidating(true);
    try {
      errors = (await loadLoginValidator())(values);
    } catch (error) {
      handleApiError(error);
      return;
    } finally {
      setValidating(false);
    }
    showErrors(errors);
    if (Object.keys(errors).length > 0) return;

    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => void navigate(afterLoginPath(portal, searchParams.get('redirectTo')), { replace: true }),
        onError: (error) => {
          if (isApiError(error, 429)) setRateLimitMessage(error.body?.message || t('tooManyRequests'));
          else handleApiError(error, { form: { setErrors: showErrors } });
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocusCapture={prefetchValidator}
      noValidate
      aria-label={t('formName')}
    >
      <Stack>
        {rateLimitMessage && (
          <Alert color="red" variant="light" role="alert">
            {rateLimitMessage}
          </Alert>
        )}
        <TextInput label={t('email')} type="email" autoComplete="username" withAsterisk {...email.getInputProps()} />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleFocusable
          // Named without the word 'password' so a label search for the Password field finds only the field;
          // aria-pressed tells whether the characters are shown.
          visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
          {...password.getInputProps()}
        />
        <Button type="submit" loading={validating || login.isPending}>
          {t('signIn')}
        </Button>
      </Stack>
    </form>
  );
}
