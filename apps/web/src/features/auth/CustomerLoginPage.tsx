import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { i18n, LanguageSwitch, useT } from '../../platform/i18n';
import { useTerminology } from '../../platform/settings';
import { customerAccountPages } from '@portal/contracts';
import { LoginForm } from './LoginForm';
import { LoginPageLayout } from './LoginPageLayout';

// The heading's texts start with the page's code, not once the form's code is all in and the page first renders
// (issue #30: three round trips sooner on a phone).
void i18n.loadNamespaces('auth');

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
