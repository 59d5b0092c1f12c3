import { myCareerTexts, occupationMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import english from '../../locales/en/my-career';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { educationLevelsPath, jobExperience, jobsPath } from '../../test/experienceFixtures';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { completionQuery, myCareerKeys } from './api';
import { MyCareerPage } from './MyCareerPage';
import { completionPath, match, matchPage, opportunitiesPath, status } from './testFixtures';

const firstPage = `GET ${opportunitiesPath}?page=1`;
const lookups = {
  'GET /internal-api/career-clusters': { body: { data: [{ id: 8, name: 'Health Science' }] } },
  [`GET ${educationLevelsPath}`]: { body: { data: [{ id: 3, name: 'Associate degree' }] } },
};

function renderPage(routes: Record<string, MockResponse | (() => MockResponse)>) {
  const fetch = mockFetch({ ...lookups, ...routes });
  const rendered = renderWithProviders(<MyCareerPage />, { route: '/customer-portal/my-career' });
  return { ...fetch, ...rendered };
}

const examples = [
  match(1, 'Registered Nurses', 0.92),
  match(2, 'Licensed Practical Nurses', 0.84),
  match(3, 'Medical Assistants', 0.65),
  match(4, 'Pharmacy Technicians', 0.08),
];

beforeEach(() => sessionStorage.clear());
afterEach(() => resetLanguageForTests());

describe('My Career', () => {
  it('with nothing entered: the banner (closable), the intake cards to start, and ribbons on the first 3 cards', async () => {
    const { user } = renderPage({ [`GET ${completionPath}`]: status(), [firstPage]: matchPage(examples) });
    expect(screen.getByRole('heading', { level: 1, name: myCareerTexts.title })).toBeInTheDocument();
    const banner = await screen.findByRole('link', { name: myCareerTexts.startSurvey });
    expect(banner).toHaveAttribute('href', '/customer-portal/career-cluster/survey');
    expect(screen.getByRole('button', { name: 'Add Work' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Education' })).toBeInTheDocument();
    // Spec 4: the cluster survey's card reads 'Take Survey' before it is taken; the skills survey's always 'Retake Survey'.
    expect(screen.getByRole('link', { name: myCareerTexts.takeSurvey })).toHaveAttribute(
      'href',
      '/customer-portal/career-cluster/survey',
    );
    expect(screen.getByRole('link', { name: myCareerTexts.retakeSurvey })).toHaveAttribute(
      'href',
      '/customer-portal/pairin/survey',
    );

    const cards = await screen.findAllByRole('article', { name: /Nurses|Assistants|Technicians/ });
    expect(cards.map((card) => within(card).queryByText(/^\d(st|nd|rd|th) match$/)?.textContent ?? null)).toEqual([
      '1st match',
      '2nd match',
      '3rd match',
      null,
    ]);
    expect(within(cards[0]!).getByText('Top match (92%)')).toBeInTheDocument();
    // The badge shows only above 0.1.
    expect(within(cards[3]!).queryByText(/match \(/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('link', { name: myCareerTexts.startSurvey })).not.toBeInTheDocument();
  });

  it('with data: no banner, the cards read Update, and a card explains itself', async () => {
    const { user } = renderPage({
      [`GET ${completionPath}`]: status({ clusterSurvey: true, professional: true, completed: 0.5 }),
      [firstPage]: matchPage(examples),
    });
    expect(await screen.findByRole('button', { name: 'Update Work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: myCareerTexts.updateAnswers })).toHaveAttribute(
      'href',
      '/customer-portal/career-cluster/update',
    );
    expect(screen.getByText('50% complete')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: myCareerTexts.startSurvey })).not.toBeInTheDocument();

    const nurse = await screen.findByRole('article', { name: 'Registered Nurses' });
    expect(nurse).toHaveTextContent('Finishing an associate degree would raise this match from Great to Top.');
    await user.click(within(nurse).getByRole('button', { name: 'Why it matches' }));
    expect(await within(nurse).findByRole('progressbar', { name: 'Work History: adds 40%' })).toBeInTheDocument();
    expect(within(nurse).getByRole('progressbar', { name: 'Skills survey: not given yet' })).toBeInTheDocument();
  });

  it('while scores are recomputed shows the old ones, then reloads page 1 when they are ready', async () => {
    let ready = false;
    let listCalls = 0;
    const { queryClient } = renderPage({
      [`GET ${completionPath}`]: () => status({ professional: true, completed: 0.25, matches: ready }),
      [firstPage]: () => {
        listCalls += 1;
        return matchPage(ready ? [match(9, 'Welders, Cutters, Solderers, and Brazers', 0.88)] : examples, 1, 2);
      },
      [`GET ${opportunitiesPath}?page=2`]: matchPage([match(5, 'Phlebotomists', 0.5)], 2, 2),
    });
    expect(await screen.findByText(myCareerTexts.calculating)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Registered Nurses' })).toBeInTheDocument();
    // The status is polled every 10,000 ms while matches is false, never after.
    const interval = completionQuery.refetchInterval as (query: unknown) => number | false;
    expect(interval(queryClient.getQueryCache().find({ queryKey: myCareerKeys.status }))).toBe(10_000);

    ready = true;
    await queryClient.refetchQueries({ queryKey: myCareerKeys.status });
    expect(await screen.findByRole('article', { name: /Welders/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Registered Nurses' })).not.toBeInTheDocument();
    expect(screen.queryByText(myCareerTexts.calculating)).not.toBeInTheDocument();
    expect(listCalls).toBe(2);
    expect(interval(queryClient.getQueryCache().find({ queryKey: myCareerKeys.status }))).toBe(false);
  });

  it('loads more matches with Load More Matches', async () => {
    const { user } = renderPage({
      [`GET ${completionPath}`]: status({ completed: 0.25, education: true }),
      [firstPage]: matchPage(examples, 1, 2),
      [`GET ${opportunitiesPath}?page=2`]: matchPage([match(5, 'Phlebotomists', 0.5)], 2, 2),
    });
    await user.click(await screen.findByRole('button', { name: myCareerTexts.loadMore }));
    expect(await screen.findByRole('article', { name: 'Phlebotomists' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: myCareerTexts.loadMore })).not.toBeInTheDocument();
  });

  it('a failed status call says so and stops polling; a failed list shows the spec’s panel with Refresh', async () => {
    let failing = true;
    const { user, queryClient } = renderPage({
      [`GET ${completionPath}`]: { status: 500, body: { message: 'Server Error' } },
      [firstPage]: () => (failing ? { status: 500, body: { message: 'Server Error' } } : matchPage(examples)),
    });
    expect(await screen.findByText(myCareerTexts.statusFailed)).toBeInTheDocument();
    const interval = completionQuery.refetchInterval as (query: unknown) => number | false;
    expect(interval(queryClient.getQueryCache().find({ queryKey: myCareerKeys.status }))).toBe(false);
    expect(await screen.findByText(myCareerTexts.listFailed)).toBeInTheDocument();
    expect(screen.getByText(myCareerTexts.listFailedHint)).toBeInTheDocument();
    expect(screen.queryByText('No matching opportunities found. Please try other filters or click Clear.')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: myCareerTexts.refresh }));
    expect(await screen.findByRole('article', { name: 'Registered Nurses' })).toBeInTheDocument();
  });

  it('a failed list shows the server’s message in its toast, even a 5xx one (spec 8)', async () => {
    renderPage({
      [`GET ${completionPath}`]: status(),
      [firstPage]: {
        status: 503,
        body: { message: 'The service is temporarily unavailable. Please try again later.' },
      },
    });
    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again later.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(myCareerTexts.listFailed)).toBeInTheDocument();
    expect(screen.queryByText(occupationMessages.loadFailed)).not.toBeInTheDocument();
  });

  it('Work History opens the job form and table; closing asks for the status again', async () => {
    let statusCalls = 0;
    const { user } = renderPage({
      [`GET ${completionPath}`]: () => {
        statusCalls += 1;
        return status({ professional: true, completed: 0.25 });
      },
      [firstPage]: matchPage(examples),
      [`GET ${jobsPath}`]: { body: { data: [jobExperience()] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Update Work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Work History' });
    expect(await within(dialog).findByRole('cell', { name: 'Warehouse Associate' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Job Title/ })).toBeInTheDocument();
    const before = statusCalls;
    await user.keyboard('{Escape}');
    await waitFor(() => expect(statusCalls).toBe(before + 1));
  });

  it('sends only the non-empty filters, with clusters and brightOutlook', async () => {
    const { user, requests } = renderPage({
      [`GET ${completionPath}`]: status({ completed: 0.25, education: true }),
      [firstPage]: matchPage(examples),
      [`GET ${opportunitiesPath}?page=1&brightOutlook=1`]: matchPage([]),
    });
    await screen.findByRole('article', { name: 'Registered Nurses' });
    await user.click(screen.getByRole('switch', { name: 'Bright Outlook only' }));
    expect(
      await screen.findByText('No matching opportunities found. Please try other filters or click Clear.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith(opportunitiesPath)).map((r) => r.url)).toEqual([
      `${opportunitiesPath}?page=1`,
      `${opportunitiesPath}?page=1&brightOutlook=1`,
    ]);
  });

  it('speaks Spanish when the customer chose it: title, cards, ribbons, badges, filters and money', async () => {
    await activateLanguage('es');
    renderPage({ [`GET ${completionPath}`]: status(), [firstPage]: matchPage(examples) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi carrera' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Comenzar encuesta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar empleo' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filtros de coincidencias' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Solo con buenas perspectivas' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article', { name: /Nurses|Assistants|Technicians/ });
    expect(within(cards[0]!).getByText('1.ª coincidencia')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Coincidencia máxima (92 %)')).toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('link', { name: 'Más información sobre Registered Nurses' }),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/al año$/)).toBeInTheDocument();
  });

  it('keeps the contract’s English texts word for word in English', () => {
    const keys = ['title', 'heading', 'loadMore', 'startSurvey', 'calculating', 'loadingExample'] as const;
    for (const key of keys) expect(english[key]).toBe(myCareerTexts[key]);
    expect([english.loadingScore, english.statusFailed, english.listFailed]).toEqual([
      myCareerTexts.loadingScore,
      myCareerTexts.statusFailed,
      myCareerTexts.listFailed,
    ]);
    expect(english.intake.clusterSurvey.done).toBe(myCareerTexts.updateAnswers);
    expect(english.intake.clusterSurvey.todo).toBe(myCareerTexts.takeSurvey);
    expect(english.intake.skillsSurvey.done).toBe(myCareerTexts.retakeSurvey);
  });
});
