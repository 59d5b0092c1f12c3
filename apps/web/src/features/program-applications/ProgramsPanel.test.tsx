import {
  programApplicationMessages as messages,
  wageMessages,
  type FollowUp,
  type ProgramEnrollment,
  type ProgramsPanel as Panel,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { choose } from '../../test/select';
import { ProgramsPanel } from './ProgramsPanel';

const panelUrl = '/internal-api/customers/12/applications';
const credentialTypesUrl = '/internal-api/performance-tracker/credential-attainments/search';

const exited: ProgramEnrollment = {
  id: 31,
  program_id: 4,
  program_name: 'WIOA Adult',
  started_at: '2026-01-05T15:00:00.000Z',
  last_service_at: '2026-03-02T15:00:00.000Z',
  exit_at: '2026-06-01T16:00:00.000Z',
  exit_reason: null,
  exit_kind: 'automatic',
  automatic_exit_on: null,
};
const dueFollowUp: FollowUp = {
  id: 71,
  enrollment_id: 31,
  program_name: 'WIOA Adult',
  quarter: 2,
  due_on: '2026-10-01',
  answered_at: null,
  employed: null,
  credential_attained: null,
  wage_record_id: null,
  performance_record_id: null,
};
const panel = (overrides: Partial<Panel> = {}): { body: Panel } => ({
  body: {
    applications: [],
    enrollments: [exited],
    follow_ups: [dueFollowUp],
    programs: [],
    documents: [],
    ...overrides,
  },
});

describe('ProgramsPanel: correcting an exit', () => {
  it("edits an automatic exit's reason from what it says, and sends the correction", async () => {
    const { requests } = mockFetch({
      [`GET ${panelUrl}`]: panel(),
      [`PUT /internal-api/customers/12/enrollments/31/exit`]: { body: { message: messages.exitCorrected } },
    });
    const { user } = renderWithProviders(<ProgramsPanel customerId={12} readOnly={false} />);
    const card = await screen.findByRole('article', { name: 'WIOA Adult' });
    expect(within(card).queryByRole('button', { name: 'Record exit' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit exit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the exit from WIOA Adult' });
    expect(within(dialog).getByLabelText(/Exit date/)).toHaveValue('2026-06-01');
    await choose(user, 'Reason for exit', 'Health or medical');
    await user.click(within(dialog).getByRole('button', { name: 'Save exit' }));
    expect(await screen.findByText(messages.exitCorrected)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      exit_date: '2026-06-01',
      exit_reason: 'health_medical',
    });
  });

  it('shows the server’s field message under the date', async () => {
    const start = messages.exitBeforeStart('2026-01-05');
    mockFetch({
      [`GET ${panelUrl}`]: panel(),
      [`PUT /internal-api/customers/12/enrollments/31/exit`]: {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { exit_date: [start] } },
      },
    });
    const { user } = renderWithProviders(<ProgramsPanel customerId={12} readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit exit' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save exit' }));
    expect(await within(dialog).findByText(start)).toBeInTheDocument();
  });

  it('offers no editing on a read-only record', async () => {
    mockFetch({ [`GET ${panelUrl}`]: panel() });
    renderWithProviders(<ProgramsPanel customerId={12} readOnly />);
    expect(await screen.findByRole('article', { name: 'WIOA Adult' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit exit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Answer the/ })).not.toBeInTheDocument();
  });
});

describe('ProgramsPanel: answering a follow-up', () => {
  const answer = 'Answer the 2nd quarter follow-up for WIOA Adult';

  it('checks the answers with the contract before sending, field by field', async () => {
    const { requests } = mockFetch({ [`GET ${panelUrl}`]: panel() });
    const { user } = renderWithProviders(<ProgramsPanel customerId={12} readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: answer }));
    const dialog = await screen.findByRole('dialog', { name: '2nd quarter follow-up: WIOA Adult' });
    await user.click(within(dialog).getByRole('button', { name: 'Save answers' }));
    expect(within(dialog).getByText(messages.employedRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.credentialRequired)).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('radio', { name: 'Yes' })[0]!);
    await user.click(within(dialog).getAllByRole('radio', { name: 'Yes' }).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: 'Save answers' }));
    expect(within(dialog).getByText(wageMessages.employerNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(wageMessages.jobTitleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.credentialTypeRequired)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends "not employed, no credential" and shows a server refusal under its field', async () => {
    let refuse = false;
    const { requests } = mockFetch({
      [`GET ${panelUrl}`]: panel(),
      [`POST /internal-api/customers/12/follow-ups/71`]: () =>
        refuse
          ? {
              status: 422,
              body: {
                message: 'The given data was invalid.',
                errors: { 'wage.onet_code': ['The selected O*NET code is invalid.'] },
              },
            }
          : { body: { message: messages.followUpSaved } },
    });
    const { user } = renderWithProviders(<ProgramsPanel customerId={12} readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: answer }));
    let dialog = await screen.findByRole('dialog');
    const noes = within(dialog).getAllByRole('radio', { name: 'No' });
    await user.click(noes[0]!);
    await user.click(noes.at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText(messages.followUpSaved)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      employed: false,
      wage: null,
      credential_attained: false,
      credential_type_id: null,
      credential_date: null,
    });

    refuse = true;
    await user.click(await screen.findByRole('button', { name: answer }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('radio', { name: 'Yes' })[0]!);
    await user.click(within(dialog).getAllByRole('radio', { name: 'No' }).at(-1)!);
    const fill = async (label: RegExp, value: string) => user.type(within(dialog).getByLabelText(label), value);
    await fill(/Employer Name/, 'Acme Tools');
    await fill(/Job Title/, 'Machinist');
    await fill(/Start Date/, '2026-09-01');
    await fill(/Date Received/, '2026-10-02');
    await fill(/Starting Wage/, '21.50');
    await user.selectOptions(within(dialog).getByLabelText(/Wage Increment/), 'hourly');
    await fill(/O\*NET Code/, '51-4041.00');
    await user.click(within(dialog).getAllByRole('radio', { name: 'Yes' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save answers' }));
    expect(await within(dialog).findByText('The selected O*NET code is invalid.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toMatchObject({
      employed: true,
      wage: { employer_name: 'Acme Tools', starting_wage: '21.50', wage_increment: 'hourly', is_job_relevant: 'yes' },
    });
  });

  it('loads the credentials to choose from when one was attained', async () => {
    mockFetch({
      [`GET ${panelUrl}`]: panel(),
      [`GET ${credentialTypesUrl}`]: {
        body: { data: [{ id: 206, type: 'Occupational Certificate', is_evidence_must: false }] },
      },
    });
    const { user } = renderWithProviders(<ProgramsPanel customerId={12} readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: answer }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('radio', { name: 'Yes' }).at(-1)!);
    await choose(user, 'Credential', 'Occupational Certificate');
    expect(within(dialog).getByRole('combobox', { name: 'Credential' })).toHaveValue('Occupational Certificate');
  });
});
