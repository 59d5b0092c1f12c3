import { defaultClientSettings, type CurrentUser, type Opportunity } from '@portal/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { educationLevelsPath, educationsPath, jobsPath } from '../test/experienceFixtures';
import { AppRouter, createMemoryNavigation, type AppNavigation } from '../platform/navigation';
import { AppProviders } from './providers';
import { createQueryClient } from './queryClient';
import { AppRoutes, createRoutes, preloadRoute } from './router';

/** The router tests' users, answers and app (router.test.tsx, router.staff.test.tsx). */

export const customer: CurrentUser = {
  userId: 11,
  guard: 'customer',
  internal: false,
  name: 'Casey Participant',
  email: 'casey@example.org',
  role: null,
  locationIds: [],
};
export const staff: CurrentUser = {
  userId: 2,
  guard: 'staff',
  internal: true,
  name: 'Dana Case',
  email: 'dana@example.org',
  role: 'case_manager',
  locationIds: [1, 4],
};

export const opportunity: Opportunity = {
  id: 7,
  title: 'Registered Nurses',
  image: null,
  description: 'Assess patient health problems and needs.',
  growth_rate: 6,
  median_annual_salary: 86070,
  annual_job_openings: 193100,
  bright_outlook_job: true,
  bright_outlook_reason: 'openings',
  clusters: [{ id: 8, name: 'Health Science' }],
  match_score: null,
  is_saved: false,
};

export const signedOut = { status: 401, body: { message: 'Unauthenticated.' } };
export const settings = {
  body: { ...defaultClientSettings, terminology_customer: 'Participant', terminology_customers: 'Participants' },
};
export const emptyProfile = {
  [`GET ${jobsPath}`]: { body: { data: [] } },
  [`GET ${educationsPath}`]: { body: { data: [] } },
  [`GET ${educationLevelsPath}`]: { body: { data: [] } },
};

export const emptyMyCareer = {
  'GET /internal-api/my-career/data-input-completion': {
    body: {
      data: {
        clusterSurvey: false,
        pairinSurvey: false,
        professional: false,
        education: false,
        matches: true,
        completed: 0,
      },
    },
  },
  'GET /internal-api/my-career/opportunities?page=1': { body: { data: [], currentPage: 1, lastPage: 1 } },
  'GET /internal-api/career-clusters': { body: { data: [] } },
};

/** `headStart`: the page's sign-in checks, code and first data start before the render, as main.tsx starts them. */
export function renderApp(path: string, { headStart = false } = {}) {
  const queryClient = createQueryClient({ retryDelayMs: 0 });
  const navigation = createMemoryNavigation(path);
  const routes = createRoutes();
  if (headStart) void preloadRoute(routes, queryClient, navigation.location);
  render(
    <AppProviders queryClient={queryClient} env="test">
      <AppRouter navigation={navigation}>
        <AppRoutes routes={routes} />
      </AppRouter>
    </AppProviders>,
  );
  return { navigation, user: userEvent.setup({ delay: null }) };
}

/** The address the app is at (path and search). */
export const pathOf = (navigation: AppNavigation) => navigation.location.pathname + navigation.location.search;
