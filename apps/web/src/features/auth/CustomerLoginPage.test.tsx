import { authPaths, defaultClientSettings, errorMessages, type CurrentUser } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n, languageStorageKey, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CustomerLoginPage } from './CustomerLoginPage';

const customer = (preferredLanguage: 'en' | 'es'): CurrentUser => ({
  userId: 31,
  guard: 'customer',
  internal: false,
  name: 'Rosa Diaz',
  email: 'rosa@example.org',
  role: null,
  locationIds: [],
  preferredLanguage,
});

async function signIn(preferredLanguage: 'en' | 'es') {
  mockFetch({
    'GET /settings': { body: defaultClientSettings },
    [`POST ${authPaths.customerLogin}`]: { body: { data: customer(preferredLanguage), csrf_token: 'rotated' } },
  });
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/customer-portal/login" element={<CustomerLoginPage />} />
      <Route path="/customer-portal" element={<h1>Customer home</h1>} />
    </Routes>,
    { route: '/customer-portal/login' },
  );
  await user.type(await screen.findByLabelText(/Email/), 'rosa@example.org');
  await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
  await user.keyboard('{Enter}');
  await screen.findByRole('heading', { name: 'Customer home' });
}

describe('too many attempts (429) without a message from the server', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  async function refused() {
    mockFetch({
      'GET /settings': { body: defaultClientSettings },
      [`POST ${authPaths.customerLogin}`]: { status: 429 },
    });
    const { user } = renderWithProviders(<CustomerLoginPage />, { route: '/customer-portal/login' });
    await user.type(await screen.findByRole('textbox', { name: /^(Email|Correo electrónico)/ }), 'rosa@example.org');
    await user.type(screen.getByLabelText(/^(Password|Contraseña)/), 'a long passphrase');
    await user.keyboard('{Enter}');
    return screen.findByRole('alert');
  }

  it("reads the spec's English", async () => {
    expect(await refused()).toHaveTextContent(errorMessages.tooManyRequests);
  });

  it("reads the catalogue's Spanish when Spanish is chosen", async () => {
    await chooseLanguage('es');
    expect(await refused()).toHaveTextContent('Demasiados intentos. Inténtelo más tarde.');
  });
});

describe('the language a customer signs in to', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it("is the account's on a browser that has no choice of its own, and this browser remembers it", async () => {
    await signIn('es');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
  });

  it("stays the one chosen on this browser, whatever the account's", async () => {
    await chooseLanguage('en');
    await signIn('es');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
  });
});
