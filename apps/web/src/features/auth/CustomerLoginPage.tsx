import { useTerminology } from '../../platform/settings';
import { LoginForm } from './LoginForm';
import { LoginPageLayout } from './LoginPageLayout';

export function CustomerLoginPage() {
  const { customer } = useTerminology();
  return (
    <LoginPageLayout heading={`Sign in to the ${customer} Portal`}>
      <LoginForm portal="customer" />
    </LoginPageLayout>
  );
}
