import { defaultClientSettings, wageMessages as messages, wagePaths, type WageRecord } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { WageForm } from './WageForm';

const external: WageRecord = {
  id: 31,
  source: { id: 2, source: 'National Directory of New Hires' },
  user: null,
  customer: { id: 12 },
  date_received: '2026-01-15',
  start_date: '2025-10-01',
  employer_name: 'Mile High Logistics',
  naics_code: '493110',
  job_title: 'Warehouse Associate',
  starting_wage: null,
  recent_wage: null,
  increment_of_wage: null,
  onet_code: null,
  onet_title: null,
  is_job_relevant: null,
  evidence: null,
  source_kind: 'external',
  hides_wages: true,
  editable_fields: ['is_job_relevant'],
  created_at: '2026-01-15T00:00:00.000Z',
};
const updateUrl = wagePaths.update.replace(':id', '31');

describe('WageForm (staff spec 3, 4, 5)', () => {
  it('locks an external record but for is_job_relevant, shows N/A for sources 2 and 4, and sends only that field', async () => {
    const { calls } = mockFetch({
      'GET /settings': { body: defaultClientSettings },
      [`POST ${updateUrl}`]: { body: { message: messages.updatedText, data: { ...external, is_job_relevant: 1 } } },
    });
    const { user } = renderWithProviders(<WageForm customerId={12} record={external} />);
    expect(screen.getByLabelText(/Employer Name/)).toBeDisabled();
    expect(screen.getByLabelText(/Job Title/)).toBeDisabled();
    expect(screen.getByLabelText(/Date Received/)).toBeDisabled();
    for (const label of ['Starting Wage', 'Recent Wage', 'Wage Increment', 'O*NET Code']) {
      expect(screen.getByLabelText(label)).toHaveValue(messages.notApplicable);
    }
    expect(screen.queryByLabelText('Evidence')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.isJobRelevantRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.updatedText)).toBeInTheDocument();
    expect(calls('POST', updateUrl).map((call) => call.body)).toEqual([{ is_job_relevant: 'yes', _method: 'PUT' }]);
  });

  it('source 3 shows its wages, still locked', () => {
    mockFetch({ 'GET /settings': { body: defaultClientSettings } });
    renderWithProviders(
      <WageForm
        customerId={12}
        record={{
          ...external,
          source: { id: 3, source: 'State UI Wage Records' },
          hides_wages: false,
          starting_wage: 38800,
          increment_of_wage: 'annually',
        }}
      />,
    );
    expect(screen.getByLabelText(/Starting Wage/)).toHaveValue('38800');
    expect(screen.getByLabelText(/Starting Wage/)).toBeDisabled();
  });

  it("checks a new record with the server's schema and messages, then sends every field", async () => {
    const { calls } = mockFetch({
      'GET /settings': { body: defaultClientSettings },
      [`GET ${wagePaths.onetSearch}?query=nursing`]: {
        body: { data: [{ code: '31-1131.00', title: 'Nursing Assistants' }] },
      },
      [`POST ${wagePaths.create}`]: { status: 201, body: { message: messages.createdText, data: external } },
    });
    const { user } = renderWithProviders(<WageForm customerId={12} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The schema is fetched after the paint; the submit waits for it.
    await screen.findByText(messages.dateReceivedRequired);
    for (const message of [
      messages.dateReceivedRequired,
      messages.employerNameRequired,
      messages.jobTitleRequired,
      messages.startDateRequired,
      messages.startingWageRequired,
      messages.wageIncrementRequired,
      messages.isJobRelevantRequired,
      messages.onetRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/NAICS Code/), '99');
    await user.type(screen.getByLabelText(/Date Received/), '2026-03-02');
    await user.type(screen.getByLabelText(/Employer Name/), 'Front Range Health');
    await user.type(screen.getByLabelText(/Job Title/), 'CNA');
    await user.type(screen.getByLabelText(/Start Date/), '2026-02-16');
    await user.type(screen.getByLabelText(/Starting Wage/), '0.5');
    await user.selectOptions(screen.getByLabelText(/Wage Increment/), 'hourly');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('combobox', { name: /O\*NET Code/ }), 'nursing');
    await user.click(await screen.findByRole('option', { name: 'Nursing Assistants (31-1131.00)' }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.naicsInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.startingWageMin)).toBeInTheDocument();
    expect(calls('POST', wagePaths.create)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/NAICS Code/));
    await user.type(screen.getByLabelText(/NAICS Code/), '621111');
    await user.clear(screen.getByLabelText(/Starting Wage/));
    await user.type(screen.getByLabelText(/Starting Wage/), '21.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.createdText)).toBeInTheDocument();
    expect(calls('POST', wagePaths.create)[0]?.body).toEqual({
      customerId: 12,
      date_received: '2026-03-02',
      employer_name: 'Front Range Health',
      naics_code: '621111',
      job_title: 'CNA',
      start_date: '2026-02-16',
      starting_wage: '21.25',
      recent_wage: '',
      wage_increment: 'hourly',
      is_job_relevant: 'no',
      onet_code: '31-1131.00',
      evidence: null,
    });
    const form = screen.getByRole('form', { name: 'New wage and employment record' });
    expect(within(form).getByLabelText(/Employer Name/)).toHaveValue('');
  });
});
