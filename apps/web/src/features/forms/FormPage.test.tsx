import { formMessages, type FormLoadResponse } from '@portal/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/queryClient';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch, type MockResponse, type RecordedRequest } from '../../test/fetchMock';
import { FormPage } from './FormPage';
import { makeForm, makeQuestion } from './testSupport';
import { AppRouter, createMemoryNavigation } from '../../platform/navigation';
import { AppRoutes } from '../../app/router';

const section = (id: number, name: string, order: number) => ({
  id,
  name,
  description: null,
  order,
  completed: false,
  error: false,
  isVerification: false,
});

const load: FormLoadResponse = {
  form: makeForm({ sections: [section(11, 'Contact', 1), section(12, 'Goals', 2)] }),
  questions: [
    makeQuestion({ id: 1, identifier: 'nickname', text: 'Nickname', required: true, section: 11 }),
    makeQuestion({ id: 2, identifier: 'phone', control: 'phone', text: 'Phone', section: 11, order: 2 }),
    makeQuestion({ id: 3, identifier: 'goal', control: 'textarea', text: 'Goal', required: true, section: 12 }),
    makeQuestion({ id: 4, identifier: 'mystery', control: 'component', component: null, text: 'X', section: 12 }),
  ],
  questionValues: {},
};

function renderForm(submit: (request: RecordedRequest) => MockResponse, loaded: FormLoadResponse = load) {
  const fetch = mockFetch({
    'GET /internal-api/forms/1': { body: loaded },
    'POST /internal-api/forms/1/submission': submit,
  });
  const navigation = createMemoryNavigation('/customer-portal/forms/1');
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <AppRouter navigation={navigation}>
        <AppRoutes
          routes={[
            { path: '/customer-portal/forms/:formId', Component: FormPage },
            { path: '/customer-portal/forms', element: <h1>Forms list</h1> },
          ]}
        />
      </AppRouter>
    </AppProviders>,
  );
  return { ...fetch, user: userEvent.setup({ delay: null }) };
}

describe('form screen (forms spec 2, 4, 7)', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('validates a section on leaving it and lists it under Steps Missing Answers with a link back', async () => {
    const { user } = renderForm(() => ({ status: 500 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Form Steps' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Goals' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Contact\s*\(has errors\)/ })).toBeInTheDocument();
    const live = screen.getByText(formMessages.stepsMissing).closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText(formMessages.noComponent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: formMessages.submitForm })).toBeInTheDocument();

    await user.click(within(live as HTMLElement).getByRole('button', { name: 'Contact' }));
    expect(screen.getByRole('textbox', { name: /Nickname/ })).toHaveAccessibleDescription(formMessages.required);
  });

  it('saves one section as a draft and puts the server field errors of a 422 on the fields', async () => {
    let calls = 0;
    const { requests, user } = renderForm(() =>
      calls++ === 0
        ? { status: 422, body: { message: 'Invalid', errors: { nickname: ['This nickname is not allowed.'] } } }
        : {
            body: {
              saved: true,
              completed: false,
              customer_status: 'Incomplete',
              sections: [{ ...section(11, 'Contact', 1), completed: true }, section(12, 'Goals', 2)],
            },
          },
    );
    await user.type(await screen.findByRole('textbox', { name: /Nickname/ }), 'Mo');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '3035550100');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const nickname = screen.getByRole('textbox', { name: /Nickname/ });
    expect(await screen.findByText('This nickname is not allowed.')).toBeInTheDocument();
    expect(nickname).toHaveAccessibleDescription('This nickname is not allowed.');
    expect(screen.getByRole('tab', { name: /Contact\s*\(has errors\)/ })).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST' && request.url.endsWith('/submission'));
    expect(post?.body).toEqual({ section_id: 11, answers: { nickname: 'Mo', phone: '3035550100' } });

    await user.type(nickname, 'rgan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('tab', { name: /Contact\s*\(complete\)/ })).toBeInTheDocument();
    expect(screen.getByText(formMessages.saved)).toBeInTheDocument();
  });

  it('masks the SSN as soon as its section is saved, and sends the masked value back unchanged (issue #23)', async () => {
    const contact: FormLoadResponse = {
      ...load,
      questions: [
        makeQuestion({ id: 1, identifier: 'nickname', text: 'Nickname', section: 11 }),
        makeQuestion({
          id: 5,
          identifier: 'ssn',
          control: 'component',
          component: 'social-security-number',
          text: 'Social Security number',
          section: 11,
          order: 2,
        }),
        makeQuestion({ id: 3, identifier: 'goal', control: 'textarea', text: 'Goal', section: 12 }),
      ],
    };
    const saved = {
      body: {
        saved: true,
        completed: false,
        customer_status: 'Incomplete',
        sections: [{ ...section(11, 'Contact', 1), completed: true }, section(12, 'Goals', 2)],
      },
    };
    const { requests, user } = renderForm(() => saved, contact);
    const ssn = await screen.findByRole('textbox', { name: /Social Security number/ });
    await user.type(ssn, '123456789');
    expect(ssn).toHaveValue('123-45-6789');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // An earlier test's 'Saved!' toast may still be fading out: wait for the mask itself, then any toast.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Social Security number/ })).toHaveValue('***-**-6789'),
    );
    expect((await screen.findAllByText(formMessages.saved)).length).toBeGreaterThan(0);
    const posts = () => requests.filter((request) => request.method === 'POST' && request.url.endsWith('/submission'));
    expect(posts()[0]?.body).toEqual({ section_id: 11, answers: { ssn: '123456789' } });

    // Saving again keeps the stored number: the masked text goes back, never the digits.
    await user.type(screen.getByRole('textbox', { name: /Nickname/ }), 'Mo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toEqual({ section_id: 11, answers: { nickname: 'Mo', ssn: '***-**-6789' } });
  });

  it("speaks Spanish: the screen's chrome and the validator's messages; the form's own texts as written", async () => {
    await activateLanguage('es');
    const { user } = renderForm(() => ({ status: 500 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Form: pasos' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Goals' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Contact\s*\(con errores\)/ })).toBeInTheDocument();
    expect(screen.getByText('Pasos con respuestas pendientes:')).toBeInTheDocument();
    expect(screen.getByText('sin componente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar formulario' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(screen.getByRole('textbox', { name: /Nickname/ })).toHaveAccessibleDescription('Campo obligatorio');
  });
});
