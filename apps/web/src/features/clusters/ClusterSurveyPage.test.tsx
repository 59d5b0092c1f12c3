import { clusterTexts } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { ClusterSurveyPage } from './ClusterSurveyPage';
import { signedInCustomer, signedOut, surveyFixture } from './testFixtures';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/career-cluster/survey" element={<ClusterSurveyPage />} />
      <Route path="/career-cluster/update" element={<ClusterSurveyPage />} />
      <Route path="/customer-portal/career-cluster/survey" element={<ClusterSurveyPage />} />
      <Route path="/customer-portal/career-cluster/update" element={<ClusterSurveyPage />} />
      <Route path="/career-cluster/result" element={<p>guest results</p>} />
      <Route path="/customer-portal/career-cluster/result" element={<p>customer results</p>} />
    </Routes>,
    { route },
  );
}

describe('ClusterSurveyPage', () => {
  it('a guest takes the survey through the guest API and lands on the guest results', async () => {
    const { calls } = mockFetch({
      ...signedOut,
      'GET /internal-api/guest/career-cluster-survey/create': { body: surveyFixture() },
      'POST /internal-api/guest/career-cluster-survey': { status: 201, body: { data: { id: 5 } } },
    });
    const { user } = renderAt('/career-cluster/survey');
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Cluster Survey' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Grow vegetables, herbs or flowers' }));
    await user.click(screen.getByRole('button', { name: clusterTexts.next }));
    await user.click(screen.getByRole('button', { name: clusterTexts.next }));
    await user.click(screen.getByRole('checkbox', { name: 'Physics' }));
    await user.click(screen.getByRole('button', { name: clusterTexts.submit }));

    expect(await screen.findByText('guest results')).toBeInTheDocument();
    const [post] = calls('POST', '/internal-api/guest/career-cluster-survey');
    expect(post!.body).toEqual({ option: { 11: true, 12: false, 21: false, 22: false, 31: true, 32: false } });
    expect(post!.headers['X-CSRF-TOKEN']).toBe('test-csrf-token');
  });

  it('a customer updates the latest answers with PUT and lands on the customer results', async () => {
    const { calls } = mockFetch({
      'GET /internal-api/career-cluster-survey/edit': { body: surveyFixture([12, 21]) },
      'PUT /internal-api/career-cluster-survey/41': { body: { data: { id: 41 } } },
    });
    const { user } = renderAt('/customer-portal/career-cluster/update');
    expect(await screen.findByRole('checkbox', { name: 'Write code or build a website or an app' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Grow vegetables, herbs or flowers' }));
    await user.click(screen.getByRole('button', { name: clusterTexts.next }));
    await user.click(screen.getByRole('button', { name: clusterTexts.next }));
    await user.click(screen.getByRole('button', { name: clusterTexts.submit }));

    expect(await screen.findByText('customer results')).toBeInTheDocument();
    expect(calls('PUT', '/internal-api/career-cluster-survey/41')[0]!.body).toEqual({
      option: { 11: true, 12: true, 21: true, 22: false, 31: false, 32: false },
    });
  });

  it("says 'Please Retake/Update survey.' when the survey cannot be fetched", async () => {
    mockFetch({
      ...signedOut,
      'GET /internal-api/guest/career-cluster-survey/edit': {
        status: 404,
        body: { message: 'No survey has been taken yet.' },
      },
    });
    renderAt('/career-cluster/update');
    expect(await screen.findByRole('alert')).toHaveTextContent(clusterTexts.surveyFailed);
    expect(screen.getByRole('link', { name: clusterTexts.retakeSurvey })).toHaveAttribute(
      'href',
      '/career-cluster/survey',
    );
  });

  it("says 'Please Retake/Update survey.' when the survey has no steps", async () => {
    mockFetch({ 'GET /internal-api/career-cluster-survey/create': { body: { data: [], response: null } } });
    renderAt('/customer-portal/career-cluster/survey');
    expect(await screen.findByRole('alert')).toHaveTextContent(clusterTexts.surveyFailed);
  });

  it('sends a signed-in customer from the guest page to the customer survey', async () => {
    const { requests } = mockFetch({
      ...signedInCustomer,
      'GET /internal-api/career-cluster-survey/edit': { body: surveyFixture([11]) },
    });
    renderAt('/career-cluster/update');
    expect(await screen.findByRole('checkbox', { name: 'Grow vegetables, herbs or flowers' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Update Your Career Cluster Survey' })).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual([
      '/internal-api/customer-portal/current-user',
      '/internal-api/career-cluster-survey/edit',
    ]);
  });
});
