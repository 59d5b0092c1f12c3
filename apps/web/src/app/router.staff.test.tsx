import { clusterTexts, caseManagerReportsFlag, defaultClientSettings } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes as dashboardFixtureRoutes } from '../features/dashboard/testFixtures';
import { interestsFixture, resultsFixture } from '../features/clusters/testFixtures';
import { mockFetch } from '../test/fetchMock';
import { customer, pathOf, renderApp, settings, signedOut, staff } from './routerTestFixtures';

describe('staff routes', () => {
  it('sends a signed-out visitor of a staff page to the staff login page', async () => {
    mockFetch({ 'GET /internal-api/current-user': signedOut });
    const { navigation } = renderApp('/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the Staff Portal' })).toBeInTheDocument();
    expect(pathOf(navigation)).toBe('/login?redirectTo=%2Fcustomers');
  });

  it('welcomes a signed-in staff member with their name and role, and links the API docs', async () => {
    mockFetch({ 'GET /internal-api/current-user': { body: staff } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Case' })).toBeInTheDocument();
    expect(screen.getByText('Case Manager')).toBeInTheDocument();
    expect(screen.getByText('2 locations')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/internal-api/docs');
  });

  it("gathers an admin's set-up screens in one menu of the wide header", async () => {
    mockFetch({ 'GET /internal-api/current-user': { body: { ...staff, role: 'admin' } } });
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Case' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(within(nav).queryByRole('link', { name: 'Form definitions' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Administration' }));
    expect(await within(nav).findByRole('menuitem', { name: 'Form definitions' })).toHaveAttribute(
      'href',
      '/admin/forms',
    );
    expect(within(nav).getByRole('menuitem', { name: 'Service catalogue' })).toHaveAttribute(
      'href',
      '/admin/service-catalog',
    );
  });

  it('links Reports for a case manager only while the client setting grants them reporting (issue #28)', async () => {
    const granted = { body: { ...defaultClientSettings, feature_flags: { [caseManagerReportsFlag]: true } } };
    mockFetch({ 'GET /internal-api/current-user': { body: staff }, 'GET /settings': granted });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Case' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(within(nav).queryByRole('button', { name: 'Administration' })).toBeNull();
  });

  it('does not link Reports for a case manager without the setting', async () => {
    mockFetch({ 'GET /internal-api/current-user': { body: staff }, 'GET /settings': settings });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Case' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Reports' })).toBeNull();
  });

  it('does not let a customer session into the staff pages', async () => {
    mockFetch({ 'GET /internal-api/current-user': { body: customer } });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the Staff Portal' })).toBeInTheDocument();
  });
});

describe('dead ends', () => {
  const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

  it("shows 'Page not found!' inside the participant portal, with its navigation", async () => {
    mockFetch({ 'GET /internal-api/customer-portal/current-user': { body: customer }, 'GET /settings': settings });
    renderApp('/customer-portal/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page not found!' }));
    expect(within(mainNav()).getByRole('link', { name: 'Occupations' })).toHaveAttribute(
      'href',
      '/customer-portal/occupations',
    );
    expect(await screen.findByText('Participant Portal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/customer-portal');
  });

  it("shows 'Page not found!' inside the staff portal, with its navigation", async () => {
    mockFetch({ 'GET /internal-api/current-user': { body: staff } });
    renderApp('/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
    expect(screen.getByText('Staff Portal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("links 'Explore Tools' on the career clusters page to /customer-portal/tools", async () => {
    mockFetch({
      'GET /internal-api/customer-portal/current-user': { body: customer },
      'GET /settings': settings,
      'GET /internal-api/career-cluster-survey/result': {
        body: { data: resultsFixture(), survey: { id: 41, created_at: '2026-03-02', updated_at: '2026-03-02' } },
      },
      'GET /internal-api/career-cluster-survey/interests': { body: { data: interestsFixture } },
      'GET /internal-api/career-cluster-survey/customer-clusters': { body: { data: [] } },
    });
    renderApp('/customer-portal/career-cluster/result');
    expect(await screen.findByRole('button', { name: clusterTexts.retakeSurvey })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: clusterTexts.exploreTools })).toHaveAttribute(
      'href',
      '/customer-portal/tools',
    );
  });

  it("links the dashboard's empty outcomes widget to /outcomes ('View Outcomes')", async () => {
    mockFetch({
      'GET /internal-api/current-user': { body: staff },
      ...dashboardFixtureRoutes({ flags: { outcomes: true } }),
    });
    renderApp('/dashboard');
    const outcomes = await screen.findByRole('region', { name: 'Outcomes' });
    expect(await within(outcomes).findByText('No data available to show')).toBeInTheDocument();
    expect(within(outcomes).getByRole('link', { name: 'View Outcomes' })).toHaveAttribute('href', '/outcomes');
    // The drill-downs are linked too.
    expect(await screen.findByRole('link', { name: /View All My Participants|View All My Customers/ })).toHaveAttribute(
      'href',
      '/widgets/my-customers/all',
    );
  });
});
