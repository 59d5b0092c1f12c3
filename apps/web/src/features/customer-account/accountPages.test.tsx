import {
  customerAccountMessages,
  customerAccountPaths,
  loadFailureTexts,
  type CustomerAccount,
  type StaffPortalEmail,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStorageKey, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { AccountPage } from './AccountPage';
import { StaffEditEmailPage } from './StaffEditEmailPage';

const account: CustomerAccount = {
  customer_id: 31,
  first_name: 'Rosa',
  last_name: 'Diaz',
  email: 'rosa@example.org',
  pending_email: null,
  email_verified_at: '2026-11-01T10:00:00.000Z',
  preferred_language: 'en',
  last_login_at: '2026-11-28T10:00:00.000Z',
  active_sessions: 2,
};

type User = ReturnType<typeof renderWithProviders>['user'];
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

function renderAccount() {
  return renderWithProviders(
    <Routes>
      <Route path="/customer-portal/profile/account" element={<AccountPage />} />
      <Route path="/customer-portal/login" element={<h1>Sign in page</h1>} />
    </Routes>,
    { route: '/customer-portal/profile/account' },
  );
}

describe('Account page', () => {
  // A test that switches to Spanish must not leave the next ones in it, even when it fails half way.
  afterEach(() => resetLanguageForTests());

  it('shows the sign-in email and a change waiting for its confirmation', async () => {
    mockFetch({
      [`GET ${customerAccountPaths.account}`]: { body: { data: { ...account, pending_email: 'new@example.org' } } },
    });
    renderAccount();
    expect(await screen.findByText('rosa@example.org')).toBeInTheDocument();
    expect(screen.getByText(/Waiting for confirmation: new@example.org/)).toBeInTheDocument();
    expect(screen.getByText(/signed in on 2 devices/)).toBeInTheDocument();
  });

  it('says the account could not be loaded, and loads it again on Refresh', async () => {
    let failing = true;
    mockFetch({
      [`GET ${customerAccountPaths.account}`]: () =>
        failing ? { status: 500, body: { message: 'Server Error' } } : { body: { data: account } },
    });
    const { user } = renderAccount();
    expect(
      await screen.findByText('There was a problem loading your account', { exact: false }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: loadFailureTexts.refresh }));
    expect(await screen.findByText('rosa@example.org')).toBeInTheDocument();
  });

  it('changes the email: checked first, a wrong current password under its field, then the notice', async () => {
    let attempt = 0;
    const { calls } = mockFetch({
      [`GET ${customerAccountPaths.account}`]: { body: { data: account } },
      [`PUT ${customerAccountPaths.accountEmail}`]: () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: 'Invalid',
                errors: { current_password: [customerAccountMessages.currentPasswordWrong] },
              },
            }
          : { status: 202, body: { message: customerAccountMessages.emailChangeSent(24) } },
    });
    const { user } = renderAccount();
    const form = await screen.findByRole('form', { name: 'Change email' });
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    // The form's schema is fetched after the paint (issue #30): the check shows once it is in.
    await waitFor(() =>
      expect(within(form).getByLabelText(/^New Email/)).toHaveAccessibleDescription('This field is required.'),
    );
    expect(calls('PUT', customerAccountPaths.accountEmail)).toHaveLength(0);

    await fill(user, within(form).getByLabelText(/^New Email/), 'rosa.new@example.org');
    await fill(user, within(form).getByLabelText(/^Current Password/), 'wrong one');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Current Password/)).toHaveAccessibleDescription(
        customerAccountMessages.currentPasswordWrong,
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(customerAccountMessages.emailChangeSent(24));
    expect(calls('PUT', customerAccountPaths.accountEmail)[1]?.body).toEqual({
      email: 'rosa.new@example.org',
      current_password: 'wrong one',
    });
  });

  it('changes the password after checking the confirmation', async () => {
    const { calls } = mockFetch({
      [`GET ${customerAccountPaths.account}`]: { body: { data: account } },
      [`PUT ${customerAccountPaths.accountPassword}`]: { body: { message: customerAccountMessages.passwordChanged } },
    });
    const { user } = renderAccount();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await fill(user, within(form).getByLabelText(/^Current Password/), 'old secret');
    await fill(user, within(form).getByLabelText(/^New Password/), 'new long secret');
    await fill(user, within(form).getByLabelText(/^Confirm New Password/), 'different');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(customerAccountMessages.passwordConfirmation)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Confirm New Password/));
    await fill(user, within(form).getByLabelText(/^Confirm New Password/), 'new long secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(customerAccountMessages.passwordChanged);
    expect(calls('PUT', customerAccountPaths.accountPassword)).toHaveLength(1);
  });

  it("shows the account's language and stores another one, then shows the portal in it", async () => {
    const { calls } = mockFetch({
      [`GET ${customerAccountPaths.account}`]: { body: { data: account } },
      [`PUT ${customerAccountPaths.accountLanguage}`]: { body: { data: { ...account, preferred_language: 'es' } } },
    });
    const { user } = renderAccount();
    const group = await screen.findByRole('radiogroup', { name: 'Language of the portal and of our emails' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Se guardó su idioma.'));
    expect(calls('PUT', customerAccountPaths.accountLanguage).map((call) => call.body)).toEqual([
      { preferred_language: 'es' },
    ]);
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
  });

  it('keeps the language it has when storing another fails', async () => {
    mockFetch({
      [`GET ${customerAccountPaths.account}`]: { body: { data: account } },
      [`PUT ${customerAccountPaths.accountLanguage}`]: { status: 500, body: { message: 'Server Error' } },
    });
    const { user } = renderAccount();
    await user.click(await screen.findByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'English' })).toBeChecked());
    expect(screen.queryByText('Your language has been saved.')).not.toBeInTheDocument();
    expect(document.documentElement.lang).not.toBe('es');
  });

  it('signs out everywhere after a confirmation, then shows the sign-in page', async () => {
    const { calls } = mockFetch({
      [`GET ${customerAccountPaths.account}`]: { body: { data: account } },
      [`POST ${customerAccountPaths.signOutEverywhere}`]: {
        body: { message: customerAccountMessages.signedOutEverywhere, csrf_token: 'guest-token' },
      },
    });
    const { user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls('POST', customerAccountPaths.signOutEverywhere)).toHaveLength(1);
  });
});

const portalEmail: StaffPortalEmail = {
  customer_id: 7,
  first_name: 'Maria',
  last_name: 'Lopez',
  email: 'maria@example.org',
  has_account: true,
};

function renderStaff(id = 7) {
  return renderWithProviders(
    <Routes>
      <Route path="/customers/portal-activity/:id/edit-email" element={<StaffEditEmailPage />} />
    </Routes>,
    { route: `/customers/portal-activity/${id}/edit-email` },
  );
}

describe('Staff edit-email page', () => {
  it("shows the customer's portal email and saves a new one; a taken address shows under the field", async () => {
    let attempt = 0;
    const { calls } = mockFetch({
      [`GET ${customerAccountPaths.staffPortalEmail(7)}`]: { body: { data: portalEmail } },
      [`PUT ${customerAccountPaths.staffPortalEmail(7)}`]: () =>
        ++attempt === 1
          ? { status: 422, body: { message: 'Invalid', errors: { email: [customerAccountMessages.emailTaken] } } }
          : { body: { data: { ...portalEmail, email: 'maria.new@example.org' } } },
    });
    const { user } = renderStaff();
    expect(await screen.findByText('maria@example.org')).toBeInTheDocument();
    const field = screen.getByLabelText(/^Portal Email/);
    expect(field).toHaveValue('maria@example.org');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The shared schema is fetched after the page paints; the submit waits for it.
    await waitFor(() => expect(field).toHaveAccessibleDescription('This field is required.'));
    await fill(user, field, 'maria.new@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(customerAccountMessages.emailTaken));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(customerAccountMessages.staffEmailChanged)).toBeInTheDocument();
    expect(calls('PUT', customerAccountPaths.staffPortalEmail(7))[1]?.body).toEqual({ email: 'maria.new@example.org' });
    expect(screen.getByRole('link', { name: /Back to the customer record/ })).toHaveAttribute(
      'href',
      '/workflows/customer-information/7',
    );
  });

  it('says when the customer has no portal account', async () => {
    mockFetch({
      [`GET ${customerAccountPaths.staffPortalEmail(7)}`]: {
        body: { data: { ...portalEmail, email: null, has_account: false } },
      },
    });
    renderStaff();
    expect(await screen.findByText(customerAccountMessages.noPortalAccount)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says a customer outside your locations may not be changed (403), and offers Refresh on a failure', async () => {
    let failing = true;
    mockFetch({
      [`GET ${customerAccountPaths.staffPortalEmail(7)}`]: () =>
        failing
          ? { status: 500, body: { message: 'Server Error' } }
          : { status: 403, body: { message: 'This action is unauthorized.' } },
    });
    const { user } = renderStaff();
    expect(
      await screen.findByText('There was a problem loading the portal email.', { exact: false }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: loadFailureTexts.refresh }));
    expect(
      await screen.findByText('This action is unauthorized.', { selector: '.mantine-Alert-message' }),
    ).toBeInTheDocument();
  });
});
