import { customerAccountMessages, errorMessages, toastCatalogue } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { renderWithProviders } from '../test/render';
import { api, type ApiError } from './api';
import { handleApiError, handleFormSaveError } from './errors';
import { activateLanguage, resetLanguageForTests } from './i18n/i18n';

/** Calls the API through the real client (fetch answers as given) and hands the failure to the central handler. */
async function failWith(response: { status: number; body?: unknown }, options?: Parameters<typeof handleApiError>[1]) {
  mockFetch({ 'GET /internal-api/thing': response });
  await api.get('/internal-api/thing').then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => handleApiError(error, options),
  );
}

async function expectToast(title: string | null, message: string) {
  const toast = (await screen.findByText(message)).closest('[role="alert"]');
  expect(toast).not.toBeNull();
  if (title !== null) expect(toast).toHaveTextContent(title);
}

describe('central error handler (participant spec 8)', () => {
  it("403: 'Forbidden' with the server's message", async () => {
    renderWithProviders(<div />);
    await failWith({ status: 403, body: { message: 'You may not see this customer.' } });
    await expectToast(toastCatalogue.forbiddenTitle, 'You may not see this customer.');
  });

  it("403 without a message: 'Forbidden' with the default text", async () => {
    renderWithProviders(<div />);
    await failWith({ status: 403 });
    await expectToast('Forbidden', "You don't have permission to access this resource");
  });

  it("404: 'Error' / 'Page not found!' whatever the server says", async () => {
    renderWithProviders(<div />);
    await failWith({ status: 404, body: { message: 'Not Found' } });
    await expectToast('Error', 'Page not found!');
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
  });

  it("409: 'Error' with the server's message", async () => {
    renderWithProviders(<div />);
    await failWith({ status: 409, body: { message: 'This record was changed by someone else.' } });
    await expectToast('Error', 'This record was changed by someone else.');
  });

  it("413: 'Too Large' with the server's message, or the default text", async () => {
    renderWithProviders(<div />);
    await failWith({ status: 413, body: { message: 'The maximum file size allowed is 2MB' } });
    await expectToast('Too Large', 'The maximum file size allowed is 2MB');
    await failWith({ status: 413 });
    await expectToast('Too Large', 'The file being transferred is larger than the allowed sizes');
  });

  it("422 without a form: a toast 'field: message' with each field's first message", async () => {
    renderWithProviders(<div />);
    await failWith({
      status: 422,
      body: {
        message: 'This field is required.',
        errors: {
          job_title: ['This field is required.', 'second'],
          start_date: ['The start date is not a valid date.'],
        },
      },
    });
    await expectToast(null, 'job_title: This field is required.');
    await expectToast(null, 'start_date: The start date is not a valid date.');
    expect(screen.queryByText(/second/)).not.toBeInTheDocument();
  });

  it('422 with a form: the first message of each field goes to the mapped form field, no toast', async () => {
    renderWithProviders(<div />);
    const setErrors = vi.fn();
    await failWith(
      {
        status: 422,
        body: {
          message: 'x',
          errors: {
            start_date: ['The start date is not a valid date.', 'later'],
            'accomplishments.0.description': ['Too long.'],
          },
        },
      },
      { form: { setErrors }, fieldMap: { start_date: 'start_date_year', accomplishments: 'accomplishments_input' } },
    );
    expect(setErrors).toHaveBeenCalledWith({
      start_date_year: 'The start date is not a valid date.',
      accomplishments_input: 'Too long.',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('401: no toast (the session ended; the app goes to the login page)', async () => {
    renderWithProviders(<div />);
    await failWith({ status: 401, body: { message: 'Unauthenticated.' } });
    await failWith({ status: 500, body: { message: 'Server Error' } });
    await expectToast('Error', 'Server Error');
    expect(screen.queryByText('Unauthenticated.')).not.toBeInTheDocument();
  });

  it("a failure without an HTTP answer: 'An unexpected error occurred.'", async () => {
    renderWithProviders(<div />);
    mockFetch({
      'GET /internal-api/thing': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await api.get('/internal-api/thing').catch((error: unknown) => handleApiError(error));
    await expectToast(null, toastCatalogue.unexpected);
  });
});

describe('form save errors (participant spec 8: job and education forms)', () => {
  const form = { setErrors: vi.fn() };

  async function saveFailsWith(response: { status: number; statusText?: string; body?: unknown }) {
    mockFetch({ 'POST /internal-api/thing': response });
    await api.post('/internal-api/thing', {}).catch((error: unknown) => handleFormSaveError(error, form, {}));
  }

  it('403 shows the status text', async () => {
    renderWithProviders(<div />);
    await saveFailsWith({ status: 403, statusText: 'Forbidden', body: { message: errorMessages.forbidden } });
    await expectToast(null, 'Forbidden');
  });

  it("any other status: 'Internal Error ({status})'", async () => {
    renderWithProviders(<div />);
    await saveFailsWith({ status: 500, body: { message: 'Server Error' } });
    await expectToast(null, 'Internal Error (500)');
  });
});

describe('api client', () => {
  it('sends the CSRF token on state-changing calls only, as JSON, and fetches the token again after a mismatch', async () => {
    let tokenRequests = 0;
    let attempts = 0;
    const { requests } = mockFetch({
      'GET /internal-api/csrf-token': () => ({ body: { token: `token-${++tokenRequests}` } }),
      'GET /internal-api/thing': { body: { data: [] } },
      'POST /internal-api/thing': () =>
        ++attempts === 1
          ? { status: 403, body: { message: errorMessages.csrfMismatch } }
          : { status: 201, body: { data: 1 } },
    });
    await api.get('/internal-api/thing');
    await expect(api.post('/internal-api/thing', { a: 1 })).resolves.toEqual({ data: 1 });

    const get = requests.find((r) => r.method === 'GET' && r.url === '/internal-api/thing');
    expect(get?.headers['X-CSRF-TOKEN']).toBeUndefined();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers['X-CSRF-TOKEN']).toBe(`token-${tokenRequests}`);
    expect(posts[1]?.headers['Content-Type']).toBe('application/json');
    expect(posts[1]?.body).toEqual({ a: 1 });
  });
});

describe('on a participant page read in Spanish (issue #24)', () => {
  beforeEach(async () => {
    await activateLanguage('es');
  });
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it("the server's refusal and the handler's own title are shown in Spanish", async () => {
    renderWithProviders(<div />);
    await failWith({ status: 409, body: { message: customerAccountMessages.emailTaken } });
    await expectToast('Error', 'Esa dirección de correo electrónico ya la usa otra cuenta del portal.');
    await failWith({ status: 404, body: { message: errorMessages.notFound } });
    await expectToast('Error', '¡Página no encontrada!');
    await failWith({ status: 403 });
    await expectToast('Prohibido', 'No tiene permiso para acceder a este recurso');
  });

  it("a page that reads the server's words itself (a 410 link, a 429) gets them in Spanish, field errors too", async () => {
    mockFetch({
      'GET /internal-api/expired': { status: 410, body: { message: customerAccountMessages.linkExpired } },
      'GET /internal-api/limited': { status: 429, body: { message: errorMessages.tooManyRequests } },
      'GET /internal-api/invalid': {
        status: 422,
        body: {
          message: customerAccountMessages.linkInvalid,
          errors: { token: [customerAccountMessages.linkInvalid] },
        },
      },
    });
    const failure = (path: string) =>
      api.get(path).then(
        () => expect.unreachable('the call should fail'),
        (error: unknown) => error as ApiError,
      );
    const expired = await failure('/internal-api/expired');
    expect(expired.body?.message).toBe('Este enlace ha vencido. Pida uno nuevo.');
    expect(expired.message).toBe('Este enlace ha vencido. Pida uno nuevo.');
    expect((await failure('/internal-api/limited')).body?.message).toBe('Demasiados intentos. Inténtelo más tarde.');
    const invalid = await failure('/internal-api/invalid');
    expect(invalid.body?.errors?.token).toEqual([
      'Este enlace no es válido. Compruebe que copió el enlace completo o pida uno nuevo.',
    ]);
  });

  it('a text the catalogue does not know comes as the server wrote it', async () => {
    mockFetch({ 'GET /internal-api/thing': { status: 409, body: { message: 'Something only the server says.' } } });
    const failure = await api.get('/internal-api/thing').then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => error as ApiError,
    );
    expect(failure.body?.message).toBe('Something only the server says.');
  });
});
