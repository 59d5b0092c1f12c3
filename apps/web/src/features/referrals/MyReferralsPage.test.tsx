import { defaultClientSettings, type ReferralDetail, type ReferralSummaryItem } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { MyReferralsPage } from './MyReferralsPage';

const referral: ReferralSummaryItem = {
  id: 31,
  kind: 'network',
  status: 'accepted',
  status_label: 'Accepted',
  from_location: 'Denver Center',
  to_name: 'Food Bank of the Rockies',
  to_service_id: null,
  note: null,
  created_at: '2026-03-05T15:00:00Z',
  updated_at: '2026-03-09T15:00:00Z',
};
const detail: ReferralDetail = {
  ...referral,
  customer_id: 12,
  customer_name: 'Maria Lopez',
  history: [
    {
      from_status: 'new',
      to_status: 'accepted',
      to_status_label: 'Accepted',
      note: null,
      changed_by: 'Sam Staff',
      created_at: '2026-03-09T15:00:00Z',
    },
  ],
};

function renderPage(referrals: ReferralSummaryItem[], lastPage = 1) {
  const network = { new_referral: 0, accepted: 1, rejected: 0, total: 1 };
  mockFetch({
    'GET /settings': { body: { ...defaultClientSettings, feature_flags: { catalog: true } } },
    'GET /internal-api/dashboard/widgets/referrals': {
      body: {
        incoming_referrals: network,
        outgoing_referrals: network,
        external_referrals: { info: 0, inquiry: 0, referral: 0, total: 0 },
      },
    },
    'GET /internal-api/customer-portal/referrals?page=1': {
      body: { data: referrals, currentPage: 1, lastPage, total: referrals.length, perPage: 10 },
    },
    'GET /internal-api/referrals/31': { body: detail },
  });
  return renderWithProviders(<MyReferralsPage />, { route: '/customer-portal/referrals' });
}

describe('My Referrals', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('in English: each referral with its status, where it came from and its history', async () => {
    const { user } = renderPage([referral]);
    expect(screen.getByRole('heading', { name: 'My Referrals', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Out-of-Network' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Food Bank of the Rockies' });
    expect(card).toHaveTextContent('Accepted');
    expect(card).toHaveTextContent('Referred from Denver Center on 03/05/2026 · updated 03/09/2026');
    await user.click(within(card).getByRole('button', { name: 'Show status history' }));
    const history = await within(card).findByRole('list', { name: 'Status history of Food Bank of the Rockies' });
    expect(history).toHaveTextContent('by Sam Staff');
  });

  it('in Spanish: the texts, statuses and dates in Spanish, the names as they come', async () => {
    await activateLanguage('es');
    const { user } = renderPage([referral], 2);
    expect(screen.getByRole('heading', { name: 'Mis referencias', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Food Bank of the Rockies' });
    expect(card).toHaveTextContent('Aceptada');
    expect(card).toHaveTextContent('Referido desde Denver Center el 05/03/2026 · actualizada el 09/03/2026');
    const widget = await screen.findByRole('heading', { name: 'Referencias' });
    expect(widget).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Fuera de la red' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mostrar el historial de estados' }));
    const history = await within(card).findByRole('list', {
      name: 'Historial de estados de Food Bank of the Rockies',
    });
    expect(history).toHaveTextContent('Aceptada');
    expect(history).toHaveTextContent('por Sam Staff');
  });

  it('in Spanish: the empty state', async () => {
    await activateLanguage('es');
    renderPage([]);
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
  });
});
