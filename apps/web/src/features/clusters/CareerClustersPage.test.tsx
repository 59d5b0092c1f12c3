import {
  clusterTexts,
  explainScore,
  explainTie,
  scoringRule,
  surveyOptionKinds,
  type KindCounts,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CareerClustersPage } from './CareerClustersPage';
import { interestsFixture, resultsFixture, signedOut, surveyFixture } from './testFixtures';

const customerApi = '/internal-api/career-cluster-survey';
const guestApi = '/internal-api/guest/career-cluster-survey';
const survey = { id: 41, created_at: '2026-03-02T15:00:00.000Z', updated_at: '2026-03-02T15:00:00.000Z' };

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/career-cluster/result" element={<CareerClustersPage />} />
      <Route path="/customer-portal/career-cluster/result" element={<CareerClustersPage />} />
    </Routes>,
    { route },
  );
}

function customerRoutes(savedIds: number[] = []) {
  return {
    [`GET ${customerApi}/result`]: { body: { data: resultsFixture({ savedIds }), survey } },
    [`GET ${customerApi}/interests`]: { body: { data: interestsFixture } },
    [`GET ${customerApi}/customer-clusters`]: {
      body: {
        data: resultsFixture()
          .filter((r) => savedIds.includes(r.cluster.data.id))
          .map((r) => r.cluster.data),
      },
    },
  };
}

afterEach(() => resetLanguageForTests());

describe('CareerClustersPage', () => {
  it('shows the top 3 clusters as trophies and every cluster ranked with its explanation', async () => {
    mockFetch(customerRoutes());
    const { user } = renderPage('/customer-portal/career-cluster/result');
    const top = await screen.findByRole('region', { name: 'Your Top Career Clusters' });
    const trophies = within(top).getAllByRole('article');
    expect(trophies.map((t) => within(t).getByRole('heading').textContent)).toEqual([
      'Information Technology',
      'Finance',
      'Health Science',
    ]);
    expect(trophies[0]).toHaveTextContent('1st');
    expect(trophies[0]).toHaveTextContent('Score 5 of 12');
    expect(trophies[0]).toHaveTextContent('You chose 5 options linked to Information Technology.');
    expect(trophies[2]).toHaveTextContent('Same score as Finance, which comes first alphabetically.');

    const ranked = screen.getByRole('region', { name: 'All Career Clusters, Ranked' });
    expect(ranked).toHaveTextContent(scoringRule);
    const controls = within(ranked).getAllByRole('button', { expanded: false });
    expect(controls.map((c) => c.textContent)).toEqual([
      '1. Information TechnologyScore 5 of 12',
      '2. FinanceScore 3 of 12',
      '3. Health ScienceScore 3 of 12',
      '4. MarketingScore 1 of 12',
      '5. ManufacturingScore 0 of 12',
    ]);
    await user.click(controls[3]!);
    expect(controls[3]).toHaveAttribute('aria-expanded', 'true');
    // The panel becomes a visible region once the accordion's transition has run.
    const panel = await screen.findByRole('region', { name: /4\. Marketing/ });
    expect(panel).toHaveTextContent('You chose 1 option linked to Marketing.');
    expect(panel).toHaveTextContent('An activity of Marketing');
    expect(within(panel).getByRole('link', { name: 'View Occupations in Marketing' })).toHaveAttribute(
      'href',
      '/customer-portal/occupations?cluster=4',
    );
    // /customer-portal/tools is not built yet: no dead link (app/router.test.tsx, 'dead ends').
    expect(screen.queryByRole('link', { name: clusterTexts.exploreTools })).not.toBeInTheDocument();
  });

  it('toggles Save Cluster / Cluster Saved at once, with the same call each time', async () => {
    const { calls } = mockFetch({
      ...customerRoutes([2]),
      [`POST ${customerApi}/save-cluster`]: (request) => ({
        body: { data: { cluster: (request.body as { cluster: number }).cluster, is_saved: true } },
      }),
    });
    const { user } = renderPage('/customer-portal/career-cluster/result');
    const top = await screen.findByRole('region', { name: 'Your Top Career Clusters' });
    expect(within(top).getByRole('button', { name: 'Cluster Saved: Finance' })).toBeInTheDocument();

    await user.click(within(top).getByRole('button', { name: 'Save Cluster: Information Technology' }));
    expect(within(top).getByRole('button', { name: 'Cluster Saved: Information Technology' })).toBeInTheDocument();
    expect(calls('POST', `${customerApi}/save-cluster`).map((c) => c.body)).toEqual([{ cluster: 1 }]);

    const saved = await screen.findByRole('region', { name: clusterTexts.viewOpportunities });
    expect(within(saved).getByRole('link', { name: 'Finance' })).toHaveAttribute(
      'href',
      '/customer-portal/occupations?cluster=2',
    );
  });

  it('puts the toggle back when the save call fails', async () => {
    mockFetch({
      ...customerRoutes(),
      [`POST ${customerApi}/save-cluster`]: { status: 403, body: { message: 'Nope' } },
    });
    const { user } = renderPage('/customer-portal/career-cluster/result');
    const top = await screen.findByRole('region', { name: 'Your Top Career Clusters' });
    await user.click(within(top).getByRole('button', { name: 'Save Cluster: Finance' }));
    expect(await within(top).findByRole('button', { name: 'Save Cluster: Finance' })).toBeInTheDocument();
    expect(await screen.findByText('Nope')).toBeInTheDocument();
  });

  it('lists the interests by survey date', async () => {
    mockFetch(customerRoutes());
    const { user } = renderPage('/customer-portal/career-cluster/result');
    const interests = await screen.findByRole('region', { name: 'Your Interests' });
    const dates = within(interests).getAllByRole('button');
    expect(dates.map((d) => d.textContent)).toEqual(['Survey taken 03/02/2026', 'Survey taken 11/20/2025']);
    await user.click(dates[0]!);
    const latest = await within(interests).findByRole('region', { name: 'Survey taken 03/02/2026' });
    expect(latest).toHaveTextContent('Activities I would enjoy (1 of 4)');
    expect(latest).toHaveTextContent('Write code or build a website or an app');
    expect(latest).toHaveTextContent('I am good with numbers');
    expect(latest).not.toHaveTextContent('Grow vegetables');
  });

  it('shows guests no save buttons, no saved clusters, and a prompt to sign in', async () => {
    const { calls } = mockFetch({
      ...signedOut,
      [`GET ${guestApi}/result`]: { body: { data: resultsFixture(), survey } },
      [`GET ${guestApi}/interests`]: { body: { data: [] } },
    });
    renderPage('/career-cluster/result');
    await screen.findByRole('region', { name: 'Your Top Career Clusters' });
    expect(screen.queryByRole('button', { name: /Save Cluster|Cluster Saved/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: clusterTexts.viewOpportunities })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/customer-portal/login?redirectTo=%2Fcustomer-portal%2Fcareer-cluster%2Fresult',
    );
    expect(calls('GET', `${customerApi}/customer-clusters`)).toHaveLength(0);
  });

  it('prompts to take the survey when there is none, and opens it in a dialog', async () => {
    mockFetch({
      ...signedOut,
      [`GET ${guestApi}/result`]: { body: { data: [], survey: null } },
      [`GET ${guestApi}/interests`]: { body: { data: [] } },
      [`GET ${guestApi}/create`]: { body: surveyFixture() },
    });
    const { user } = renderPage('/career-cluster/result');
    expect(await screen.findByText('You have not taken the Career Clusters survey yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: clusterTexts.updateSurvey })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Survey' }));
    const dialog = await screen.findByRole('dialog', { name: clusterTexts.retakeSurvey });
    expect(await within(dialog).findByText('Step 1 of 3')).toBeInTheDocument();
  });

  it("opens 'Update Survey' with the latest answers and refreshes the results after submit", async () => {
    const { calls } = mockFetch({
      ...customerRoutes(),
      [`GET ${customerApi}/edit`]: { body: surveyFixture([32]) },
      [`PUT ${customerApi}/41`]: { body: { data: survey } },
    });
    const { user } = renderPage('/customer-portal/career-cluster/result');
    await user.click(await screen.findByRole('button', { name: clusterTexts.updateSurvey }));
    const dialog = await screen.findByRole('dialog', { name: clusterTexts.updateSurvey });
    await user.click(within(dialog).getByRole('button', { name: clusterTexts.next }));
    await user.click(within(dialog).getByRole('button', { name: clusterTexts.next }));
    expect(within(dialog).getByRole('checkbox', { name: 'Accounting' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: clusterTexts.submit }));
    await screen.findByRole('button', { name: clusterTexts.updateSurvey });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('PUT', `${customerApi}/41`)).toHaveLength(1);
    expect(calls('GET', `${customerApi}/result`).length).toBeGreaterThanOrEqual(2);
  });

  it('speaks Spanish when chosen: headings, trophies, scores, dates and the save buttons; cluster names stay', async () => {
    await activateLanguage('es');
    mockFetch(customerRoutes());
    renderPage('/customer-portal/career-cluster/result');
    const top = await screen.findByRole('region', { name: 'Sus principales grupos de carreras' });
    const trophies = within(top).getAllByRole('article');
    expect(trophies[0]).toHaveTextContent('1.º');
    expect(trophies[0]).toHaveTextContent('Puntaje 5 de 12');
    expect(within(trophies[0]!).getByRole('button', { name: 'Guardar grupo: Information Technology' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Todos los grupos de carreras, en orden' })).toBeInTheDocument();
    const interests = screen.getByRole('region', { name: 'Sus intereses' });
    expect(within(interests).getAllByRole('button')[0]).toHaveTextContent('Encuesta respondida el 02/03/2026');
    // Why each stands where it does, from the result's figures (the server's sentences are English).
    expect(trophies[0]).toHaveTextContent('Eligió 1 actividad y 4 cualidades relacionadas con Information Technology.');
    expect(trophies[2]).toHaveTextContent('Mismo puntaje que Finance, que va antes en orden alfabético.');
    expect(trophies[2]).not.toHaveTextContent('Same score');
  });

  it("words the figures in English as the server's own sentences do (contracts explainScore and explainTie)", async () => {
    const { i18n } = await import('../../platform/i18n');
    const t = i18n.getFixedT('en', 'clusters');
    const list = new Intl.ListFormat('en', { type: 'conjunction' });
    const explain = (counts: KindCounts) => {
      const chosen = surveyOptionKinds
        .filter((kind) => counts[kind] > 0)
        .map((kind) => t(`results.explain.${kind}`, { count: counts[kind] }));
      return chosen.length === 0
        ? t('results.explain.none', { cluster: 'Health Science' })
        : t('results.explain.some', { list: list.format(chosen), cluster: 'Health Science' });
    };
    for (const counts of [
      { activity: 0, quality: 0, subject: 0 },
      { activity: 1, quality: 0, subject: 0 },
      { activity: 4, quality: 0, subject: 2 },
      { activity: 0, quality: 1, subject: 1 },
    ]) {
      expect(explain(counts)).toBe(explainScore('Health Science', counts));
    }
    for (const reason of ['activities', 'qualities', 'alphabetical'] as const) {
      expect(t(`results.tie.${reason}`, { above: 'Finance' })).toBe(explainTie({ above: 'Finance', reason }));
    }
  });
});
