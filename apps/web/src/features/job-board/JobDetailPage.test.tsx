import { jobBoardMessages, jobBoardPaths, type JobBoardPost } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { JobDetailPage } from './JobDetailPage';

const post: JobBoardPost = {
  id: 7,
  title: 'Forklift Operator',
  description: 'Move pallets safely.',
  employer: { id: 3, company_name: 'Acme Logistics' },
  remote: false,
  salary_range_min: 18.5,
  salary_range_max: 22,
  pay_unit: 'Hour',
  hours_per_week: 40,
  minimum_educational_level: 'High school diploma',
  posted_at: '2026-06-01T12:00:00.000Z',
  expires_at: '2026-07-15T12:00:00.000Z',
  apply_link: 'https://acme.example/jobs/7',
  cluster: { id: 16, name: 'Transportation, Distribution & Logistics' },
  contact_email: null,
  onet_code: '53-7051.00',
  occupation: { id: 900, name: 'Industrial Truck and Tractor Operators' },
  industry: 'Warehousing',
  position_type: 'Full-time',
  benefits: 'Health insurance',
  location: { city: 'Springfield', state: 'IL', zipcode: '62701' },
};

function renderDetail(answer: { body: unknown } | { status: number; body: unknown } = { body: post }) {
  mockFetch({ [`GET ${jobBoardPaths.detail(7)}`]: answer });
  return renderWithProviders(
    <Routes>
      <Route path="/customer-portal/job-board/:id" element={<JobDetailPage />} />
    </Routes>,
    { route: '/customer-portal/job-board/7' },
  );
}

afterEach(() => resetLanguageForTests());

describe('Job detail', () => {
  it('shows the post in the spec’s words with Apply and the way back', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forklift Operator' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: jobBoardMessages.detailsHeading })).toBeInTheDocument();
    expect(screen.getByText('Minimum education: High school diploma')).toBeInTheDocument();
    expect(screen.getByText('Industry: Warehousing')).toBeInTheDocument();
    expect(screen.getByText(/^Posted 06\/01\/2026 · Expires 07\/15\/2026$/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: jobBoardMessages.apply })).toHaveLength(2);
    expect(screen.getByRole('link', { name: jobBoardMessages.backToResults })).toBeInTheDocument();
  });

  it('speaks Spanish when chosen; the employer’s own texts stay as written', async () => {
    await activateLanguage('es');
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forklift Operator' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Detalles del empleo' })).toBeInTheDocument();
    expect(screen.getByText('Educación mínima: High school diploma')).toBeInTheDocument();
    expect(screen.getByText(/^Publicado el 01\/06\/2026 · Vence el 15\/07\/2026$/)).toBeInTheDocument();
    expect(screen.getByText('Tiempo completo')).toBeInTheDocument();
    expect(screen.getByText(/por hora$/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Postularse' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Volver a los resultados de búsqueda' })).toBeInTheDocument();
  });

  it('says a closed post is not found, in Spanish too', async () => {
    await activateLanguage('es');
    renderDetail({ status: 404, body: { message: 'Not found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empleo no encontrado' })).toBeInTheDocument();
  });
});
