import { Alert, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { customerAccountLimits } from '@portal/contracts';
import { isApiError } from '../../platform/api';
import { useT } from '../../platform/i18n';

/** A password field whose show/hide toggle is named without 'password', so a label search finds only the field. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useT('customer-account');
  return (
    <PasswordInput visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': t('show') }} {...props} />
  );
}

/** Too many attempts (429): the server's words, else the catalogue's, for an alert above the form; null otherwise. */
export function useRateLimitMessage(): (error: unknown) => string | null {
  const { t } = useT('customer-account');
  return (error) => {
    if (!isApiError(error, 429)) return null;
    return error.body?.message || t('notices.tooManyRequests');
  };
}

export function RateLimitAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

/**
 * A new password and its confirmation (the sign-up, the reset page and the change form), the rule's hint under the
 * first; `first` for an account's first password (sign-up), labelled 'Password' rather than 'New Password'.
 */
export function NewPasswordFields({
  inputProps,
  first = false,
}: {
  inputProps: (field: 'password' | 'password_confirmation') => Omit<PasswordInputProps, 'label'>;
  first?: boolean;
}) {
  const { t } = useT('customer-account');
  return (
    <>
      <PasswordField
        label={first ? t('labels.password') : t('labels.newPassword')}
        description={t('passwordHint', { min: customerAccountLimits.passwordMin })}
        autoComplete="new-password"
        withAsterisk
        {...inputProps('password')}
      />
      <PasswordField
        label={first ? t('labels.confirmPassword') : t('labels.confirmNewPassword')}
        autoComplete="new-password"
        withAsterisk
        {...inputProps('password_confirmation')}
      />
    </>
  );
}
