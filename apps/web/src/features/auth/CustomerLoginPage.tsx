import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { LanguageSwitch, useT } from '../../platform/i18n';
import { useTerminology } from '../../platform/settings';
import { customerAccountPages } from '@portal/contracts';
import { LoginForm } from './LoginForm';
import { LoginPageLayout } from './LoginPageLayout';

export function CustomerLoginPage() {
  const { customer } = useTerminology();
  const { t } = useT('auth');
  return (
    <LoginPageLayout heading={t('customerHeading', { customer })} aside={<LanguageSwitch />}>
      <LoginForm portal="customer" />
      <Group justify="space-between" mt="md" gap="xs">
        <Anchor component={Link} to={customerAccountPages.forgotPassword} size="sm">
          {t('forgotPassword')}
        </Anchor>
        <Anchor component={Link} to={customerAccountPages.register} size="sm">
          {t('createAccount')}
        </Anchor>
      </Group>
    </LoginPageLayout>
  );
}
