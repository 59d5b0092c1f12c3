import { programApplicationMessages as messages, type Application, type ProgramsPanel } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { ProgramsPanel as Panel } from './ProgramsPanel';

const panelUrl = '/internal-api/customers/12/applications';
const decisionUrl = '/internal-api/customers/12/applications/5/decision';

const open: Application = {
  id: 5,
  program_id: 4,
  program_name: 'WIOA Adult',
  status: 'open',
  opened_at: '2026-11-02T15:00:00.000Z',
  opened_by: 'Casey Nguyen',
  assessment: 'needs_review',
  reasons: ['The WIOA Adult eligibility form says yes.', 'A document the program needs is missing.'],
  missing_documents: [{ label: 'Proof of address', categories: ['Proof of Address'] }],
  decision: null,
};
const panel = (applications: Application[]): { body: ProgramsPanel } => ({
  body: {
    applications,
    enrollments: [],
    follow_ups: [],
    programs: [{ id: 4, name: 'WIOA Adult' }],
    documents: [{ id: 81, name: 'state-id.pdf', category: 'Identification' }],
  },
});

describe('ProgramsPanel: an application and its decision', () => {
  it('shows the tri-state with its reasons and the documents still missing', async () => {
    mockFetch({ [`GET ${panelUrl}`]: panel([open]) });
    renderWithProviders(<Panel customerId={12} readOnly={false} />);
    const card = await screen.findByRole('article', { name: 'WIOA Adult' });
    expect(within(card).getByText('Needs review')).toBeInTheDocument();
    for (const reason of open.reasons) expect(within(card).getByText(reason)).toBeInTheDocument();
    expect(within(card).getByText('Proof of address (a document of the category Proof of Address)')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Upload it in Customer documents' })).toBeInTheDocument();
  });

  it('checks the decision before sending, then sends it with the documents relied on', async () => {
    const { calls } = mockFetch({
      [`GET ${panelUrl}`]: panel([open]),
      [`POST ${decisionUrl}`]: { body: { message: 'The decision was recorded.' } },
    });
    const { user } = renderWithProviders(<Panel customerId={12} readOnly={false} />);
    const card = await screen.findByRole('article', { name: 'WIOA Adult' });
    await user.click(within(card).getByRole('button', { name: 'Record decision' }));
    expect(await within(card).findByText(messages.decisionRequired)).toBeInTheDocument();
    expect(within(card).getByText(messages.reasonRequired)).toBeInTheDocument();
    expect(calls('POST', decisionUrl)).toHaveLength(0);

    await user.click(within(card).getByRole('radio', { name: 'Eligible' }));
    await user.type(within(card).getByRole('textbox', { name: /Reason/ }), 'ID seen.');
    await user.click(within(card).getByRole('combobox', { name: 'Documents relied on' }));
    await user.click(await screen.findByRole('option', { name: 'state-id.pdf (Identification)' }));
    await user.click(within(card).getByRole('button', { name: 'Record decision' }));
    await screen.findByText('The decision was recorded.');
    expect(calls('POST', decisionUrl)[0]!.body).toEqual({
      decision: 'eligible',
      reason: 'ID seen.',
      document_ids: [81],
    });
  });

  it('shows a decided application with its decision and no form; a read-only record offers no upload link', async () => {
    const decided: Application = {
      ...open,
      status: 'not_eligible',
      decision: {
        decision: 'not_eligible',
        reason: 'Lives outside the local area.',
        decided_at: '2026-11-03T15:00:00.000Z',
        decided_by: 'Casey Nguyen',
        documents: [],
      },
    };
    mockFetch({ [`GET ${panelUrl}`]: panel([decided]) });
    renderWithProviders(<Panel customerId={12} readOnly />);
    const card = await screen.findByRole('article', { name: 'WIOA Adult' });
    expect(card).toHaveTextContent(
      /Decided not eligible on Nov 3, 2026 by Casey Nguyen: Lives outside the local area\./,
    );
    expect(within(card).queryByRole('button', { name: 'Record decision' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Upload it in Customer documents' })).not.toBeInTheDocument();
  });
});
