import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { customerAccountPages } from '@portal/contracts';
import { LoginForm } from './LoginForm';
import { LoginPageLayout } from './LoginPageLayout';

export function CustomerLoginPage() {
  const { customer } = useTerminology();
  return (
    <LoginPageLayout heading={`Sign in to the ${customer} Portal`}>
      <LoginForm portal="customer" />
      <Group justify="space-between" mt="md" gap="xs">
        <Anchor component={Link} to={customerAccountPages.forgotPassword} size="sm">
          Forgot password?
        </Anchor>
        <Anchor component={Link} to={customerAccountPages.register} size="sm">
          Create account
        </Anchor>
      </Group>
    </LoginPageLayout>
  );
}
