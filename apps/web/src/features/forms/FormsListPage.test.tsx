import type { EligibilityFormItem } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { FormsListPage } from './FormsListPage';

const item = (id: number, status: EligibilityFormItem['customer_status']): EligibilityFormItem => ({
  id,
  name_long: `WIOA Adult Eligibility ${id}`,
  name_short: `WIOA ${id}`,
  description: 'Find out whether you qualify.',
  detailed_description: '',
  customer_status: status,
});

function renderList() {
  mockFetch({
    'GET /internal-api/forms/eligibility': { body: { data: [item(1, 'Complete'), item(2, 'Incomplete')] } },
  });
  return renderWithProviders(<FormsListPage />, { route: '/customer-portal/forms' });
}

describe('eligibility forms list (forms spec 2)', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('in English: the cards with their status and the dialog with Start', async () => {
    const { user } = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    expect(await screen.findByText('Complete')).toBeInTheDocument();
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'WIOA Adult Eligibility 2' }));
    expect(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/customer-portal/forms/2',
    );
  });

  it("in Spanish: the page's words in Spanish, the forms' own names and descriptions as written", async () => {
    await activateLanguage('es');
    const { user } = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Formularios' })).toBeInTheDocument();
    expect(await screen.findByText('Completo')).toBeInTheDocument();
    expect(screen.getByText('Incompleto')).toBeInTheDocument();
    expect(screen.getAllByText('Find out whether you qualify.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'WIOA Adult Eligibility 2' }));
    expect(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Comenzar' })).toBeInTheDocument();
  });
});
