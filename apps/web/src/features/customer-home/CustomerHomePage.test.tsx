import { customerHomeSlidesPerView, defaultClientSettings, loadFailureTexts } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { AboutMePage } from './AboutMePage';
import { CustomerHomePage } from './CustomerHomePage';
import homeTexts from '../../locales/en/customer-home';

const profile = {
  data: {
    avatar_url: null,
    name: 'Maria Lopez',
    first_name: 'Maria',
    last_name: 'Lopez',
    location: 'Denver Workforce Center',
    percentage: 50,
  },
  answered: 2,
  questions: 6,
  last_updated: '2026-11-20T15:00:00.000Z',
};
const tools = {
  total_visited: 3,
  total_updated_percent: 25,
  Tools: [
    { id: 'job_board', name: 'Job Board', description: 'Browse open jobs.', link: '/customer-portal/job-board' },
    { id: 'resume', name: 'Resume Builder', description: 'Make a resume.', link: '/customer-portal/resume' },
  ],
};
const resources = {
  data: [1, 2, 3, 4, 5].map((id) => ({
    id,
    type: id % 2 ? 'video' : 'article_section_link',
    url: `https://example.org/${id}`,
    title: `Resource ${id}`,
    content: '<p>Some <strong>help</strong></p>',
    thumbnail_url: null,
    duration_minutes: id,
  })),
};
const zeroReferrals = {
  incoming_referrals: { new_referral: 0, accepted: 0, rejected: 0, total: 0 },
  outgoing_referrals: { new_referral: 0, accepted: 0, rejected: 0, total: 0 },
  external_referrals: { info: 0, inquiry: 0, referral: 0, total: 0 },
};

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /settings': {
      body: { ...defaultClientSettings, feature_flags: { outcomes: true, catalog: true, about_me: false } },
    },
    'GET /internal-api/dashboard/widget/profile': { body: profile },
    'GET /internal-api/dashboard/widget/tools': { body: tools },
    'GET /internal-api/dashboard/widget/resources': { body: resources },
    'GET /internal-api/dashboard/widgets/referrals': { body: zeroReferrals },
    'GET /internal-api/dashboard/widget/documents': { body: { total: 0, last_updated: null, data: [] } },
    'GET /internal-api/dashboard/widget/outcomes': {
      body: { data: [], summary: { total: 0, inprogress: 0, completed: 0 } },
    },
    ...overrides,
  };
}

afterEach(() => resetLanguageForTests());

describe('the customer home', () => {
  it('speaks Spanish when Spanish is chosen', async () => {
    await activateLanguage('es');
    mockFetch(routes());
    renderWithProviders(<CustomerHomePage />, { route: '/customer-portal' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenida/o, Maria' })).toBeInTheDocument();
    const profileWidget = screen.getByRole('region', { name: 'Perfil' });
    await waitFor(() => expect(profileWidget).toHaveTextContent('Preguntas de impacto respondidas'));
    expect(screen.getByRole('navigation', { name: 'Accesos directos' })).toHaveTextContent('Metas');
    expect(screen.getByRole('region', { name: 'Herramientas' })).toBeInTheDocument();
  });

  it('shows the tiles whose flags are on and every widget with its figures', async () => {
    mockFetch(routes());
    const { user } = renderWithProviders(<CustomerHomePage />, { route: '/customer-portal' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeInTheDocument();
    const tiles = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(tiles).getByRole('link', { name: 'Outcomes' })).toHaveAttribute('href', '/customer-portal/outcomes');
    expect(within(tiles).getByRole('link', { name: 'Catalog' })).toBeInTheDocument();
    expect(within(tiles).queryByRole('link', { name: 'My Profile' })).toBeNull();

    const profileWidget = screen.getByRole('region', { name: 'Profile' });
    await waitFor(() => expect(profileWidget).toHaveTextContent('2 / 6'));
    expect(profileWidget).toHaveTextContent('Nov 2026');
    expect(profileWidget).toHaveTextContent('Denver Workforce Center');
    expect(within(profileWidget).getByText('ML')).toBeInTheDocument();
    expect(within(profileWidget).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    const toolsWidget = screen.getByRole('region', { name: 'Tools' });
    await waitFor(() => expect(toolsWidget).toHaveTextContent('Tools Engaged With (last month)3'));
    expect(toolsWidget).toHaveTextContent('Job Board');

    // Referrals all zero: the empty state.
    const referrals = await screen.findByRole('region', { name: 'Referrals' });
    await waitFor(() => expect(referrals).toHaveTextContent('No data available to show'));

    const carousel = await screen.findByRole('region', { name: 'Resources' });
    await waitFor(() => expect(carousel).toHaveTextContent('Resource 1'));
    expect(carousel).toHaveTextContent('Video');
    expect(carousel).toHaveTextContent('1 min');
    // A narrow screen (jsdom matches no media query): one a slide.
    expect(carousel).toHaveTextContent('Slide 1 of 5');
    expect(within(carousel).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(carousel).getByRole('button', { name: 'Next' }));
    expect(carousel).toHaveTextContent('Resource 2');
    expect(carousel).toHaveTextContent('Article');

    // The outcomes feature's widget, first after the tiles.
    expect(await screen.findByRole('region', { name: 'Outcomes' })).toBeInTheDocument();
  });

  it('a failed widget shows an error with a retry, never its empty state, and the retry loads it', async () => {
    let failing = true;
    mockFetch(
      routes({
        'GET /internal-api/dashboard/widget/resources': () =>
          failing ? { status: 500, body: { message: 'Server Error' } } : { body: { data: [] } },
      }),
    );
    const { user } = renderWithProviders(<CustomerHomePage />, { route: '/customer-portal' });
    const carousel = await screen.findByRole('region', { name: 'Resources' });
    const alert = await within(carousel).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(loadFailureTexts.problemLoading('Resources'));
    expect(carousel).not.toHaveTextContent(homeTexts.noResources);
    failing = false;
    await user.click(within(carousel).getByRole('button', { name: loadFailureTexts.refresh }));
    await waitFor(() => expect(carousel).toHaveTextContent(homeTexts.noResources));
  }, 20_000);

  it('a customer with nothing yet sees the empty states', async () => {
    mockFetch(
      routes({
        'GET /internal-api/dashboard/widget/profile': {
          body: {
            ...profile,
            answered: 0,
            last_updated: null,
            data: { ...profile.data, location: null, percentage: 0 },
          },
        },
        'GET /internal-api/dashboard/widget/tools': { body: { ...tools, total_visited: 0, total_updated_percent: 0 } },
        'GET /internal-api/dashboard/widget/resources': { body: { data: [] } },
      }),
    );
    renderWithProviders(<CustomerHomePage />, { route: '/customer-portal' });
    expect(await screen.findByText(homeTexts.noAnswers)).toBeInTheDocument();
    expect(await screen.findByText(homeTexts.noToolUse)).toBeInTheDocument();
    expect(await screen.findByText(homeTexts.noResources)).toBeInTheDocument();
  });

  it('slides hold 4 resources over 768 px, 2 over 576 px, else 1', () => {
    expect([1280, 769, 768, 577, 576, 390].map(customerHomeSlidesPerView)).toEqual([4, 4, 2, 2, 1, 1]);
  });
});

describe('About Me', () => {
  it("saves an answer and shows the server's field error for a refused one", async () => {
    const questions = {
      data: [
        {
          key: 'paid_training',
          question: 'Would you join a training program if it were paid for?',
          options: ['Yes', 'Maybe', 'No'],
          answer: null,
          updated_at: null,
        },
      ],
    };
    const { calls } = mockFetch({
      'GET /internal-api/customer-portal/impact-questions': { body: questions },
      'PUT /internal-api/customer-portal/impact-questions': (request) => {
        const answer = (request.body as { answers: Record<string, string> }).answers.paid_training;
        return answer === 'Maybe'
          ? {
              status: 422,
              body: {
                message: 'Choose one of the answers shown.',
                errors: { 'answers.paid_training': ['Choose one of the answers shown.'] },
              },
            }
          : { body: { data: [{ ...questions.data[0], answer, updated_at: '2026-11-29T10:00:00.000Z' }] } };
      },
    });
    const { user } = renderWithProviders(<AboutMePage />, { route: '/customer-portal/about-me/' });
    await user.click(await screen.findByRole('radio', { name: 'Maybe' }));
    await user.click(screen.getByRole('button', { name: homeTexts.save }));
    expect(await screen.findByText('Choose one of the answers shown.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: homeTexts.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(homeTexts.saved);
    expect(calls('PUT', '/internal-api/customer-portal/impact-questions').map((call) => call.body)).toEqual([
      { answers: { paid_training: 'Maybe' } },
      { answers: { paid_training: 'Yes' } },
    ]);
  });
});
