import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { PublicHomePage, publicOffers } from './PublicHomePage';

describe('Public home', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('shows what the board offers, the guest pages open and the others through a free account', () => {
    mockFetch({});
    renderWithProviders(<PublicHomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Plan your next step with Workforce Portal' })).toBeVisible();
    const offers = screen.getAllByRole('article');
    expect(offers).toHaveLength(publicOffers.length);
    expect(within(offers[0]!).getByRole('link', { name: 'Take the survey' })).toHaveAttribute(
      'href',
      '/career-cluster/survey',
    );
    expect(within(offers[0]!).queryByText('Free account needed.')).not.toBeInTheDocument();
    expect(within(offers[2]!).getByRole('link', { name: 'Explore careers' })).toHaveAttribute(
      'href',
      '/customer-portal/occupations',
    );
    expect(within(offers[2]!).getByText('Free account needed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find resources' })).toHaveAttribute(
      'href',
      '/customer-portal/community-catalog',
    );
    expect(screen.getByRole('link', { name: 'Staff sign in' })).toHaveAttribute('href', '/login');
  });

  it('speaks Spanish when Spanish is chosen', async () => {
    mockFetch({});
    await activateLanguage('es');
    renderWithProviders(<PublicHomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Planee su próximo paso con Workforce Portal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/customer-portal/register');
    expect(screen.getByRole('link', { name: 'Acceso para el personal' })).toHaveAttribute('href', '/login');
  });
});
