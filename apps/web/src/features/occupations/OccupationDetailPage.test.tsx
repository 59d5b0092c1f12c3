import { occupationMessages, type OpportunityDetail } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { opportunityDetail } from './fixtures';
import { OccupationDetailPage } from './OccupationDetailPage';

function renderDetail(detail: OpportunityDetail | { status: number; body: unknown }, id = 1) {
  const answer = 'status' in detail ? detail : { body: { data: detail } };
  const fetch = mockFetch({ [`GET /internal-api/career-opportunity/${id}`]: answer });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/customer-portal/occupation/:id" element={<OccupationDetailPage />} />
    </Routes>,
    { route: `/customer-portal/occupation/${id}` },
  );
  return { ...fetch, ...rendered };
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => resetLanguageForTests());

describe('Occupation detail', () => {
  it('shows the header, Also Called and What They Do', async () => {
    renderDetail(opportunityDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Electricians' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(section('Also Called'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Electrician', 'Maintenance Electrician']);
    expect(section('What They Do')).toHaveTextContent('Install, maintain and repair electrical wiring.');
  });

  it('shows the education scale as text: 4 of 5: Bachelor’s degree', async () => {
    renderDetail(opportunityDetail());
    await screen.findByRole('heading', { level: 1 });
    expect(section('Education')).toHaveTextContent("Most common requirement: 4 of 5: Bachelor's degree");
  });

  it('shows the salary scale with its band and the national median', async () => {
    renderDetail(opportunityDetail());
    await screen.findByRole('heading', { level: 1 });
    expect(section('Salary')).toHaveTextContent('National median: $62,350 a year');
    expect(section('Salary')).toHaveTextContent('3 of 4: $60,001 to $90,000');
  });

  it('shows the job outlook with growth, openings and the Bright Outlook badge', async () => {
    renderDetail(opportunityDetail());
    await screen.findByRole('heading', { level: 1 });
    const outlook = section('Job Outlook');
    expect(outlook).toHaveTextContent('Bright — projected growth +9.5% from 2024 to 2034 (national).');
    expect(outlook).toHaveTextContent('About 81,000 job openings a year (national).');
    expect(within(outlook).getByText('Bright Outlook')).toBeInTheDocument();
  });

  it('gives the reason of a Bright Outlook that growth does not earn, beside a below-average growth', async () => {
    renderDetail(
      opportunityDetail({
        title: 'Cashiers',
        outlook: 'below_average',
        growth_rate: -9.9,
        annual_job_openings: 542_600,
        bright_outlook_category: 'Numerous Job Openings',
        bright_outlook_reason: 'openings',
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const outlook = section('Job Outlook');
    expect(outlook).toHaveTextContent('Below average — projected growth -9.9% from 2024 to 2034');
    expect(within(outlook).getByText('Bright Outlook: many job openings')).toBeInTheDocument();
    expect(within(outlook).queryByText('Bright Outlook')).not.toBeInTheDocument();
  });

  it('words the average and below-average outlooks', async () => {
    renderDetail(
      opportunityDetail({
        outlook: 'below_average',
        growth_rate: -1.2,
        bright_outlook_job: false,
        bright_outlook_reason: null,
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(section('Job Outlook')).toHaveTextContent('Below average — projected growth -1.2% from 2024 to 2034');
    expect(section('Job Outlook')).not.toHaveTextContent('Bright Outlook');
  });

  it('shows the spec’s messages where education and salary are missing', async () => {
    renderDetail(
      opportunityDetail({
        median_annual_salary: null,
        salary_rating: null,
        meta: { ...opportunityDetail().meta, education_level: null },
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(section('Education')).toHaveTextContent(occupationMessages.noEducation);
    expect(section('Salary')).toHaveTextContent(occupationMessages.noSalary);
  });

  it('shows 5 topics, then the rest on Show more; 3 tasks', async () => {
    const { user } = renderDetail(opportunityDetail());
    await screen.findByRole('heading', { level: 1 });
    const knowledge = section('Knowledge');
    expect(within(knowledge).getAllByRole('listitem')).toHaveLength(5);
    const more = within(knowledge).getByRole('button', { name: 'Show more (1)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(knowledge).getAllByRole('listitem')).toHaveLength(6);
    expect(within(knowledge).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    // Three skills: no toggle.
    expect(within(section('Skills')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section('Skills')).queryByRole('button')).not.toBeInTheDocument();
    const tasks = section('Tasks you might do');
    expect(
      within(tasks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Connect wires.', 'Read blueprints.', 'Test circuits.']);
  });

  it('links to the program finder, the job board for the occupation and the resume builder', async () => {
    renderDetail(opportunityDetail());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Find education / training' })).toHaveAttribute(
      'href',
      '/customer-portal/educational-programs?searchText=Electricians',
    );
    const jobs = screen.getByRole('link', { name: 'Find open positions' });
    expect(jobs).toHaveAttribute('href', `/customer-portal/job-board?occupation=${opportunityDetail().id}`);
    expect(screen.getByRole('link', { name: 'Create a resume' })).toHaveAttribute(
      'href',
      `/customer-portal/resume?occupation=${opportunityDetail().id}`,
    );
    expect(screen.getByRole('link', { name: 'Electrical Power-Line Installers and Repairers' })).toHaveAttribute(
      'href',
      '/customer-portal/occupation/7',
    );
  });

  it('shows a match badge only above 0.1, with the spec’s labels', async () => {
    renderDetail(opportunityDetail({ match_score: 0.85 }));
    expect(await screen.findByText('Great match (85%)')).toBeInTheDocument();
  });

  it.each([null, 0.1, 0.05])('shows no match badge for a score of %s', async (score) => {
    renderDetail(opportunityDetail({ match_score: score }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/match \(/)).not.toBeInTheDocument();
  });

  it('shows the customer’s match: its badge, what each input adds, and what would raise it', async () => {
    const explanation = {
      score: 0.72,
      label: 'Good',
      factors: [
        { factor: 'interests', label: 'Career Clusters survey', share: 0.3, fit: 0.8, present: true },
        { factor: 'skills', label: 'Skills survey', share: 0, fit: 0, present: false },
        { factor: 'experience', label: 'Work History', share: 0.32, fit: 0.9, present: true },
        { factor: 'education', label: 'Education History', share: 0.1, fit: 0.5, present: true },
      ],
      raise: 'Finishing an associate degree would raise this match from Good to Great.',
      raise_detail: { kind: 'finishEducation', subjects: [], education: 3, from: 0.72, to: 0.84 },
    };
    const fetch = mockFetch({
      'GET /internal-api/career-opportunity/1': { body: { data: opportunityDetail({ match_score: null }) } },
      'GET /internal-api/my-career/match/1': {
        body: { data: { occupation_id: 1, match_score: 0.72, explanation } },
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/customer-portal/occupation/:id" element={<OccupationDetailPage />} />
      </Routes>,
      { route: '/customer-portal/occupation/1' },
    );
    expect(await screen.findByText('Good match (72%)')).toBeInTheDocument();
    // The section's code comes after the page's first paint.
    const match = await screen.findByRole('region', { name: 'Your match' });
    expect(within(match).getByRole('progressbar', { name: 'Work History: adds 32%' })).toBeInTheDocument();
    expect(within(match).getByRole('progressbar', { name: 'Skills survey: not given yet' })).toBeInTheDocument();
    expect(match).toHaveTextContent('Finishing an associate degree would raise this match from Good to Great.');
    expect(fetch.calls('GET', '/internal-api/my-career/match/1')).toHaveLength(1);
  });

  it('without scores says the occupation has no match yet and points to My Career', async () => {
    mockFetch({
      'GET /internal-api/career-opportunity/1': { body: { data: opportunityDetail() } },
      'GET /internal-api/my-career/match/1': { body: { data: null } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/customer-portal/occupation/:id" element={<OccupationDetailPage />} />
      </Routes>,
      { route: '/customer-portal/occupation/1' },
    );
    expect(await screen.findByText(/This occupation has no match score yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tell us about yourself on My Career' })).toHaveAttribute(
      'href',
      '/customer-portal/my-career',
    );
  });

  it('says so when the occupation does not exist', async () => {
    renderDetail({ status: 404, body: { message: 'Not Found' } }, 99);
    expect(await screen.findByRole('heading', { level: 1, name: 'Occupation not found' })).toBeInTheDocument();
  });

  it('a failed load says so with Refresh, which loads the occupation', async () => {
    let failing = true;
    mockFetch({
      'GET /internal-api/career-opportunity/1': () =>
        failing ? { status: 403, body: { message: 'Nope' } } : { body: { data: opportunityDetail() } },
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/customer-portal/occupation/:id" element={<OccupationDetailPage />} />
      </Routes>,
      { route: '/customer-portal/occupation/1' },
    );
    const text = await screen.findByText('There was a problem loading this occupation.');
    failing = false;
    await user.click(within(text.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Electricians' })).toBeInTheDocument();
  });

  it('speaks Spanish when the customer chose it; O*NET’s own texts stay as they come', async () => {
    await activateLanguage('es');
    renderDetail(opportunityDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Electricians' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(section('Qué hacen')).toHaveTextContent('Install, maintain and repair electrical wiring.');
    expect(section('Educación')).toHaveTextContent('Requisito más común: 4 de 5: Licenciatura');
    expect(section('Salario')).toHaveTextContent('3 de 4: De $60,001 a $90,000');
    expect(section('Perspectivas de empleo')).toHaveTextContent(
      /^Perspectivas de empleoBuenas — crecimiento proyectado de \+9[.,]5\s?%/,
    );
    expect(screen.getByRole('link', { name: 'Buscar vacantes' })).toBeInTheDocument();
  });

  it('says in Spanish what would raise the match, from the figures that come with the English sentence', async () => {
    await activateLanguage('es');
    const explanation = {
      score: 0.72,
      label: 'Good',
      factors: [{ factor: 'interests', label: 'Career Clusters survey', share: 0.72, fit: 0.8, present: true }],
      raise: 'Saving the Health Science cluster would raise this match from 72% to 78%.',
      raise_detail: { kind: 'saveCluster', subjects: ['Health Science'], education: null, from: 0.72, to: 0.78 },
    };
    mockFetch({
      'GET /internal-api/career-opportunity/1': { body: { data: opportunityDetail({ match_score: null }) } },
      'GET /internal-api/my-career/match/1': { body: { data: { occupation_id: 1, match_score: 0.72, explanation } } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/customer-portal/occupation/:id" element={<OccupationDetailPage />} />
      </Routes>,
      { route: '/customer-portal/occupation/1' },
    );
    const match = await screen.findByText('Guardar el grupo Health Science subiría esta coincidencia de 72 % a 78 %.');
    expect(match).toBeInTheDocument();
    expect(screen.queryByText(/would raise this match/)).not.toBeInTheDocument();
  });
});
