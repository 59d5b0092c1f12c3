import { resumeMessages, resumePaths, resumeTexts, type Resume } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { ResumePage } from './ResumePage';

const draftPath = `${resumePaths.draft}?occupation=42`;

const draft = (): Resume => ({
  paper_size: 'letter',
  name: 'Maria Lopez',
  email: 'maria.lopez@demo.example',
  phone: '303-555-0148',
  address: '',
  objective: 'Registered Nurses',
  jobs: [
    {
      title: 'Medical Assistant',
      employer: 'Cherry Creek Family Clinic',
      start: 'Jun/2021',
      end: 'Present',
      accomplishments: ['Cut patient check-in time by a third', 'Trained two new assistants on the EHR'],
    },
    {
      title: 'Retail Sales Associate',
      employer: 'Union Station Outfitters',
      start: 'Sep/2016',
      end: 'May/2021',
      accomplishments: ['Top seller for the 2019 holiday season'],
    },
  ],
  educations: [
    {
      school: 'Emily Griffith Technical College',
      education_level: 'Postsecondary Certificate',
      field_of_study: 'Medical Assisting',
      finish: 'May/2021',
      accomplishments: ['Completed a 160-hour clinical externship'],
    },
  ],
});

async function renderPage(pdf: MockResponse | (() => MockResponse) = { body: {} }, objective = 'Objective') {
  const fetch = mockFetch({ [`GET ${draftPath}`]: { body: { data: draft() } }, [`POST ${resumePaths.pdf}`]: pdf });
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/resume');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.getAttribute('href') === 'blob:test/resume') saved.push(this.download);
  });
  const rendered = renderWithProviders(<ResumePage />, { route: '/customer-portal/resume?occupation=42' });
  await screen.findByRole('textbox', { name: objective });
  return { ...fetch, ...rendered, saved };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const entry = (name: string) => screen.getByRole('group', { name });
const download = () => screen.getByRole('button', { name: resumeTexts.download });

afterEach(async () => {
  await resetLanguageForTests();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('resume editor', () => {
  it('shows the resume filled in from the profile and the occupation', async () => {
    await renderPage();
    expect(field('Name')).toHaveValue('Maria Lopez');
    expect(field('Email')).toHaveValue('maria.lopez@demo.example');
    expect(field('Objective')).toHaveValue('Registered Nurses');
    const job = entry('Medical Assistant');
    expect(within(job).getByRole('textbox', { name: 'Employer' })).toHaveValue('Cherry Creek Family Clinic');
    expect(within(job).getByRole('textbox', { name: /^Start/ })).toHaveValue('Jun/2021');
    expect(within(job).getByRole('textbox', { name: 'Bullet 2' })).toHaveValue('Trained two new assistants on the EHR');
    expect(screen.getByRole('radio', { name: /^Letter/ })).toBeChecked();
    expect(screen.getByRole('link', { name: resumeTexts.backToOccupation })).toHaveAttribute(
      'href',
      '/customer-portal/occupation/42',
    );
  });

  it('sends the edited resume: objective, removed and reordered entries, a removed bullet and the paper size', async () => {
    const { user, calls, saved } = await renderPage();
    await user.clear(field('Objective'));
    await user.paste('A nursing role in a busy clinic');
    await user.click(screen.getByRole('button', { name: 'Remove bullet 1 of Medical Assistant' }));
    await user.click(screen.getByRole('button', { name: 'Move Retail Sales Associate up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Emily Griffith Technical College' }));
    await user.click(screen.getByRole('radio', { name: /^A4/ }));
    await user.click(download());

    await vi.waitFor(() => expect(saved).toEqual(['resume-maria-lopez.pdf']));
    const [request] = calls('POST', resumePaths.pdf);
    expect(request!.body).toEqual({
      ...draft(),
      paper_size: 'a4',
      objective: 'A nursing role in a busy clinic',
      jobs: [draft().jobs[1], { ...draft().jobs[0], accomplishments: ['Trained two new assistants on the EHR'] }],
      educations: [],
    });
    expect(await screen.findByText(resumeTexts.downloaded)).toBeInTheDocument();
  });

  it('checks the fields with the shared schema and sends nothing while one is wrong', async () => {
    const { user, calls } = await renderPage();
    await user.clear(field('Name'));
    const job = entry('Retail Sales Associate');
    const start = within(job).getByRole('textbox', { name: /^Start/ });
    await user.clear(start);
    await user.type(start, '2016-09');
    await user.click(within(job).getByRole('button', { name: `${resumeTexts.addBullet} to Retail Sales Associate` }));
    await user.click(download());

    expect(field('Name')).toHaveAccessibleDescription('This field is required.');
    expect(start).toHaveAccessibleDescription(expect.stringContaining(resumeMessages.monthYear));
    expect(within(job).getByRole('textbox', { name: 'Bullet 2' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(resumeTexts.fixFields);
    expect(calls('POST', resumePaths.pdf)).toHaveLength(0);
  });

  it("shows the server's field errors under the fields (422)", async () => {
    const { user } = await renderPage({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { 'jobs.0.title': ['The title is not allowed.'] } },
    });
    await user.click(download());
    expect(await within(entry('Medical Assistant')).findByText('The title is not allowed.')).toBeInTheDocument();
  });

  it("speaks Spanish: the editor's texts, the schema's and the server's messages, and the PDF asked for in Spanish", async () => {
    await activateLanguage('es');
    const { user, calls } = await renderPage(
      {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'jobs.0.title': ['This field is required.'] } },
      },
      'Objetivo',
    );
    expect(screen.getByRole('heading', { name: 'Crear un currículum', level: 1 })).toBeInTheDocument();
    expect(field('Nombre')).toHaveValue('Maria Lopez');
    const job = entry('Medical Assistant');
    expect(within(job).getByRole('textbox', { name: 'Punto 2' })).toHaveValue('Trained two new assistants on the EHR');
    expect(screen.getByRole('button', { name: 'Quitar el punto 1 de Medical Assistant' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Carta/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(await within(job).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(calls('POST', resumePaths.pdf)[0]!.body).toMatchObject({ language: 'es' });

    await user.clear(field('Nombre'));
    const start = within(job).getByRole('textbox', { name: /^Inicio/ });
    await user.clear(start);
    await user.type(start, '2021-06');
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(field('Nombre')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(start).toHaveAccessibleDescription(expect.stringContaining('Use el mes y el año, p. ej., Jun/2021.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Revise los campos marcados en rojo y vuelva a descargar.');
  });
});
