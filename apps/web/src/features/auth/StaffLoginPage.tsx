import { LoginForm } from './LoginForm';
import { LoginPageLayout } from './LoginPageLayout';

export function StaffLoginPage() {
  return (
    <LoginPageLayout heading="Sign in to the Staff Portal">
      <LoginForm portal="staff" />
    </LoginPageLayout>
  );
}
