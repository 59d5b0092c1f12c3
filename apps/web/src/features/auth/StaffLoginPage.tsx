import { i18n } from '../../platform/i18n';
import { LoginForm } from './LoginForm';
import { LoginPageLayout } from './LoginPageLayout';

// The form's texts start with the page's code, not once the form's code is all in and the page first renders (issue #30).
void i18n.loadNamespaces('auth');

export function StaffLoginPage() {
  return (
    <LoginPageLayout heading="Sign in to the Staff Portal">
      <LoginForm portal="staff" />
    </LoginPageLayout>
  );
}
