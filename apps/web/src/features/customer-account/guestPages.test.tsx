import {
  customerAccountMessages,
  customerAccountPaths,
  defaultClientSettings,
  errorMessages,
  type CurrentUser,
} from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { VerifyEmailPage } from './VerifyEmailPage';

const settings = { body: { ...defaultClientSettings, allowed_minimum_age: 16 } };
const customer: CurrentUser = {
  userId: 31,
  guard: 'customer',
  internal: false,
  name: 'Rosa Diaz',
  email: 'rosa@example.org',
  role: null,
  locationIds: [],
};

/** Pastes the value: typing every character of a long form is slow on a busy machine. */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** The page at its path, with a stand-in home so a redirect after sign-in shows. */
function renderAt(page: React.ReactElement, path: string, route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="/customer-portal" element={<h1>Customer home</h1>} />
    </Routes>,
    { route },
  );
}

describe('Create account', () => {
  it('says which fields are required before sending anything', async () => {
    const { calls } = mockFetch({ 'GET /settings': settings });
    const { user } = renderAt(<RegisterPage />, '/customer-portal/register', '/customer-portal/register');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // The schema arrives after the paint; the submit waits for it.
    await waitFor(() =>
      expect(screen.getByLabelText(/^First Name/)).toHaveAccessibleDescription('This field is required.'),
    );
    for (const label of ['First Name', 'Last Name', 'Email', 'Date of Birth']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAccessibleDescription('This field is required.');
    }
    expect(calls('POST', customerAccountPaths.register)).toHaveLength(0);
  });

  it('explains a bad email, a birthdate under the minimum age and passwords that do not match', async () => {
    const { calls } = mockFetch({ 'GET /settings': settings });
    const { user } = renderAt(<RegisterPage />, '/customer-portal/register', '/customer-portal/register');
    await fill(user, screen.getByLabelText(/^First Name/), 'Rosa');
    await fill(user, screen.getByLabelText(/^Last Name/), 'Diaz');
    await fill(user, screen.getByLabelText(/^Email/), 'rosa@');
    await fill(user, screen.getByLabelText(/^Date of Birth/), '01012020');
    await fill(user, screen.getByLabelText(/^Password/), 'short');
    await fill(user, screen.getByLabelText(/^Confirm Password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(customerAccountMessages.invalidEmail),
    );
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveValue('01/01/2020');
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveAccessibleDescription(customerAccountMessages.minimumAge(16));
    expect(screen.getByText(customerAccountMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(customerAccountMessages.passwordConfirmation)).toBeInTheDocument();
    expect(calls('POST', customerAccountPaths.register)).toHaveLength(0);
  });

  it("sends the form and says 'check your email'; a 422 from the server shows under its field", async () => {
    let attempt = 0;
    const { calls } = mockFetch({
      'GET /settings': settings,
      [`POST ${customerAccountPaths.register}`]: () =>
        ++attempt === 1
          ? { status: 422, body: { message: 'Invalid', errors: { email: ['The email is not allowed here.'] } } }
          : { status: 202, body: { message: customerAccountMessages.registered(24) } },
    });
    const { user } = renderAt(<RegisterPage />, '/customer-portal/register', '/customer-portal/register');
    await fill(user, screen.getByLabelText(/^First Name/), 'Rosa');
    await fill(user, screen.getByLabelText(/^Last Name/), 'Diaz');
    await fill(user, screen.getByLabelText(/^Email/), ' rosa@example.org ');
    await fill(user, screen.getByLabelText(/^Date of Birth/), '03141990');
    await fill(user, screen.getByLabelText(/^Password/), 'a long password');
    await fill(user, screen.getByLabelText(/^Confirm Password/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('The email is not allowed here.'),
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(customerAccountMessages.registered(24));
    expect(calls('POST', customerAccountPaths.register)[1]?.body).toEqual({
      first_name: 'Rosa',
      last_name: 'Diaz',
      email: 'rosa@example.org',
      birthdate: '03/14/1990',
      password: 'a long password',
      password_confirmation: 'a long password',
    });
  });
});

describe('Confirm email', () => {
  const path = '/customer-portal/verify-email';
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('opens the link once, signs the customer in and goes to their home', async () => {
    const { calls } = mockFetch({
      [`POST ${customerAccountPaths.verifyEmail}`]: {
        body: {
          purpose: 'registration',
          signed_in: true,
          message: customerAccountMessages.emailConfirmedSignedIn,
          data: customer,
          csrf_token: 'new-session-token',
        },
      },
    });
    renderAt(<VerifyEmailPage />, path, `${path}?token=abc123`);
    expect(await screen.findByRole('heading', { name: 'Customer home' })).toBeInTheDocument();
    expect(calls('POST', customerAccountPaths.verifyEmail)).toHaveLength(1);
    expect(calls('POST', customerAccountPaths.verifyEmail)[0]?.body).toEqual({ token: 'abc123' });
  });

  it('offers Sign in when the confirmation did not sign this browser in', async () => {
    mockFetch({
      [`POST ${customerAccountPaths.verifyEmail}`]: {
        body: {
          purpose: 'registration',
          signed_in: false,
          message: customerAccountMessages.emailConfirmedSignIn,
          data: null,
          csrf_token: null,
        },
      },
    });
    renderAt(<VerifyEmailPage />, path, `${path}?token=abc123`);
    expect(await screen.findByText(customerAccountMessages.emailConfirmedSignIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer-portal/login');
  });

  it.each([
    [410, customerAccountMessages.linkUsed],
    [410, customerAccountMessages.linkExpired],
    [422, customerAccountMessages.linkInvalid],
  ])('says why a link cannot be used (%i) and how to get a new one', async (status, message) => {
    mockFetch({ [`POST ${customerAccountPaths.verifyEmail}`]: { status, body: { message } } });
    renderAt(<VerifyEmailPage />, path, `${path}?token=used`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/customer-portal/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/customer-portal/forgot-password',
    );
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const { requests } = mockFetch({});
    renderAt(<VerifyEmailPage />, path, path);
    expect(await screen.findByRole('alert')).toHaveTextContent(customerAccountMessages.linkInvalid);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says in Spanish that a link is not valid (no token, or a 422 without a message) when Spanish is chosen', async () => {
    mockFetch({ [`POST ${customerAccountPaths.verifyEmail}`]: { status: 422 } });
    await activateLanguage('es');
    const spanishInvalid = 'Este enlace no es válido. Revise que copió el enlace completo o pida uno nuevo.';
    const { unmount } = renderAt(<VerifyEmailPage />, path, path);
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishInvalid);
    unmount();
    renderAt(<VerifyEmailPage />, path, `${path}?token=unknown`);
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishInvalid);
  });

  it('offers Try again when the server could not be reached', async () => {
    let attempt = 0;
    mockFetch({
      [`POST ${customerAccountPaths.verifyEmail}`]: () =>
        ++attempt === 1
          ? { status: 500, body: { message: 'Server Error' } }
          : {
              body: {
                purpose: 'email_change',
                signed_in: false,
                message: customerAccountMessages.emailChanged,
                data: null,
                csrf_token: null,
              },
            },
    });
    const { user } = renderAt(<VerifyEmailPage />, path, `${path}?token=abc`);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(customerAccountMessages.emailChanged)).toBeInTheDocument();
  });
});

describe('Forgot password', () => {
  const path = '/customer-portal/forgot-password';
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('checks the email, then gives the same answer whatever the address', async () => {
    const { calls } = mockFetch({
      [`POST ${customerAccountPaths.forgotPassword}`]: {
        status: 202,
        body: { message: customerAccountMessages.forgotPasswordSent(60) },
      },
    });
    const { user } = renderAt(<ForgotPasswordPage />, path, path);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // The schema arrives after the paint; the submit waits for it.
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This field is required.'));
    await fill(user, screen.getByLabelText(/^Email/), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(customerAccountMessages.forgotPasswordSent(60));
    expect(calls('POST', customerAccountPaths.forgotPassword)[0]?.body).toEqual({ email: 'someone@example.org' });
  });

  it('speaks Spanish when Spanish is chosen, the server notice included', async () => {
    mockFetch({
      [`POST ${customerAccountPaths.forgotPassword}`]: {
        status: 202,
        body: { message: customerAccountMessages.forgotPasswordSent(60) },
      },
    });
    await activateLanguage('es');
    const { user } = renderAt(<ForgotPasswordPage />, path, path);
    expect(screen.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Correo electrónico/), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si alguna cuenta usa ese correo electrónico, le enviamos un enlace para restablecer la contraseña. El enlace funciona durante 60 minutos.',
    );
  });

  it('shows too many requests (429) as an alert', async () => {
    mockFetch({
      [`POST ${customerAccountPaths.forgotPassword}`]: { status: 429, body: { message: 'Too many attempts.' } },
    });
    const { user } = renderAt(<ForgotPasswordPage />, path, path);
    await fill(user, screen.getByLabelText(/^Email/), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it("words a 429 the server sent no message with the catalogue's text, in the language shown", async () => {
    mockFetch({ [`POST ${customerAccountPaths.forgotPassword}`]: { status: 429 } });
    const { user, unmount } = renderAt(<ForgotPasswordPage />, path, path);
    await fill(user, screen.getByLabelText(/^Email/), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.tooManyRequests);
    unmount();

    await activateLanguage('es');
    const spanish = renderAt(<ForgotPasswordPage />, path, path);
    await fill(spanish.user, screen.getByLabelText(/^Correo electrónico/), 'someone@example.org');
    await spanish.user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Inténtelo más tarde.');
  });
});

describe('Reset password', () => {
  const path = '/customer-portal/reset-password';
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('checks the new password, sends it with the token and offers Sign in', async () => {
    const { calls } = mockFetch({
      [`POST ${customerAccountPaths.resetPassword}`]: { body: { message: customerAccountMessages.passwordReset } },
    });
    const { user } = renderAt(<ResetPasswordPage />, path, `${path}?token=t0k3n`);
    await fill(user, screen.getByLabelText(/^New Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(customerAccountMessages.passwordTooShort)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New Password/));
    await fill(user, screen.getByLabelText(/^New Password/), 'a brand new secret');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(customerAccountMessages.passwordReset);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer-portal/login');
    expect(calls('POST', customerAccountPaths.resetPassword)[0]?.body).toEqual({
      token: 't0k3n',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
  });

  it('says a used or expired link cannot be used, with a way to ask for a new one', async () => {
    mockFetch({
      [`POST ${customerAccountPaths.resetPassword}`]: {
        status: 410,
        body: { message: customerAccountMessages.linkExpired },
      },
    });
    const { user } = renderAt(<ResetPasswordPage />, path, `${path}?token=old`);
    await fill(user, screen.getByLabelText(/^New Password/), 'a brand new secret');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(customerAccountMessages.linkExpired);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/customer-portal/forgot-password',
    );
  });

  it('says a link without a token is not valid', () => {
    mockFetch({});
    renderAt(<ResetPasswordPage />, path, path);
    expect(screen.getByRole('alert')).toHaveTextContent(customerAccountMessages.linkInvalid);
  });

  it('says an expired link (410 without a message) and a missing token in Spanish when Spanish is chosen', async () => {
    mockFetch({ [`POST ${customerAccountPaths.resetPassword}`]: { status: 410 } });
    await activateLanguage('es');
    const { user, unmount } = renderAt(<ResetPasswordPage />, path, `${path}?token=old`);
    await fill(user, screen.getByLabelText(/^Contraseña nueva/), 'a brand new secret');
    await fill(user, screen.getByLabelText(/^Confirmar contraseña nueva/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace venció. Pida uno nuevo.');
    unmount();

    renderAt(<ResetPasswordPage />, path, path);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este enlace no es válido. Revise que copió el enlace completo o pida uno nuevo.',
    );
  });
});
