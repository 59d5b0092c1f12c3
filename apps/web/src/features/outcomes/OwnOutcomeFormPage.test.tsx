import {
  addDaysIso,
  dateBoundMessages,
  dateBounds,
  outcomeDueDateLabel,
  outcomeMessages,
  outcomePath,
  outcomePaths,
  todayIso,
  type OutcomeDetail,
} from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { OutcomeDetailPage } from './OutcomeDetailPage';
import { OwnOutcomeFormPage } from './OwnOutcomeFormPage';

const due = addDaysIso(todayIso(), 7);

const own: OutcomeDetail = {
  id: 41,
  name: 'Open a small bakery',
  description: 'My own plan.',
  source: 'self',
  status: 'in_progress',
  created_at: '2026-11-20T10:00:00.000Z',
  due_date: due,
  goal_count: 1,
  completed_goals: 0,
  step_count: 2,
  completed_steps: 1,
  can_edit: true,
  can_manage: true,
  goals: [
    {
      id: 7,
      name: 'Write the business plan',
      completed: false,
      step_count: 2,
      completed_steps: 1,
      steps: [
        { id: 70, name: 'Take the SBA course', due_date: due, completed: true, completed_at: '2026-11-21T10:00:00Z' },
        { id: 71, name: 'Price the menu', due_date: null, completed: false, completed_at: null },
      ],
    },
  ],
};

const detailUrl = (id: number) => outcomePath(outcomePaths.customerDetail, { id });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/customer-portal/outcomes" element={<h1>My outcomes list</h1>} />
      <Route path="/customer-portal/outcomes/new" element={<OwnOutcomeFormPage />} />
      <Route path="/customer-portal/outcomes/:id/edit" element={<OwnOutcomeFormPage />} />
      <Route path="/customer-portal/outcomes/:id/detail" element={<OutcomeDetailPage />} />
    </Routes>,
    { route },
  );
}

type User = ReturnType<typeof renderWithProviders>['user'];
async function type(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

describe('a new outcome of their own', () => {
  it('checks the fields with the shared schema, then saves goals and dated steps and opens the outcome', async () => {
    const { calls } = mockFetch({
      [`POST ${outcomePaths.customerOwn}`]: { body: { ...own, id: 42 } },
      [`GET ${detailUrl(42)}`]: { body: { ...own, id: 42 } },
    });
    const { user } = renderAt('/customer-portal/outcomes/new');
    const form = await screen.findByRole('form', { name: 'New outcome' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(outcomeMessages.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(outcomeMessages.goalNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(outcomeMessages.stepNameRequired)).toBeInTheDocument();

    await type(user, within(form).getByLabelText(/^Name/), 'Open a small bakery');
    await type(user, within(form).getByLabelText(/^Goal 1/), 'Write the business plan');
    await type(user, within(form).getByLabelText(/^Step 1\.1/), 'Take the SBA course');
    const ceiling = dateBounds.plan(todayIso()).max;
    fireEvent.change(within(form).getByLabelText('Due date'), { target: { value: addDaysIso(ceiling, 1) } });
    await user.click(within(form).getByRole('button', { name: 'Add a step' }));
    await type(user, within(form).getByLabelText(/^Step 1\.2/), 'Price the menu');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(dateBoundMessages.tooLate(outcomeDueDateLabel, ceiling))).toBeInTheDocument();
    expect(calls('POST', outcomePaths.customerOwn)).toHaveLength(0);

    fireEvent.change(within(form).getAllByLabelText('Due date')[0]!, { target: { value: due } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Open a small bakery' })).toBeInTheDocument();
    expect(calls('POST', outcomePaths.customerOwn).map((call) => call.body)).toEqual([
      {
        name: 'Open a small bakery',
        description: '',
        goals: [
          {
            name: 'Write the business plan',
            steps: [
              { name: 'Take the SBA course', due_date: due },
              { name: 'Price the menu', due_date: null },
            ],
          },
        ],
      },
    ]);
  });

  it("shows the server's field errors under their fields", async () => {
    mockFetch({
      [`POST ${outcomePaths.customerOwn}`]: {
        status: 422,
        body: { message: 'Invalid', errors: { 'goals.0.steps.0.name': [outcomeMessages.nameTooLong] } },
      },
    });
    const { user } = renderAt('/customer-portal/outcomes/new');
    const form = await screen.findByRole('form', { name: 'New outcome' });
    await type(user, within(form).getByLabelText(/^Name/), 'Plan');
    await type(user, within(form).getByLabelText(/^Goal 1/), 'Goal');
    await type(user, within(form).getByLabelText(/^Step 1\.1/), 'Step');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(outcomeMessages.nameTooLong)).toBeInTheDocument();
  });
});

describe('an outcome the customer made', () => {
  it('is edited with its goals and steps kept by id', async () => {
    const { calls } = mockFetch({
      [`GET ${detailUrl(41)}`]: { body: own },
      [`PUT ${detailUrl(41)}`]: { body: own },
    });
    const { user } = renderAt('/customer-portal/outcomes/41/edit');
    const form = await screen.findByRole('form', { name: 'Edit outcome' });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Open a small bakery');
    await user.click(within(form).getByRole('button', { name: 'Remove step 1.2' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Open a small bakery' })).toBeInTheDocument();
    expect(calls('PUT', detailUrl(41)).map((call) => call.body)).toEqual([
      {
        name: 'Open a small bakery',
        description: 'My own plan.',
        goals: [
          {
            id: 7,
            name: 'Write the business plan',
            steps: [{ id: 70, name: 'Take the SBA course', due_date: due }],
          },
        ],
      },
    ]);
  });

  it('is deleted after a confirmation, from its detail page', async () => {
    const { calls } = mockFetch({
      [`GET ${detailUrl(41)}`]: { body: own },
      [`DELETE ${detailUrl(41)}`]: { body: { message: outcomeMessages.deleted } },
    });
    const { user } = renderAt('/customer-portal/outcomes/41/detail');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this outcome?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'My outcomes list' })).toBeInTheDocument();
    expect(calls('DELETE', detailUrl(41))).toHaveLength(1);
  });

  it('offers neither Edit nor Delete on what staff assigned, and its edit page says why', async () => {
    const assigned = { ...own, source: 'assigned' as const, can_manage: false };
    mockFetch({ [`GET ${detailUrl(41)}`]: { body: assigned } });
    const first = renderAt('/customer-portal/outcomes/41/detail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open a small bakery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    first.unmount();
    renderAt('/customer-portal/outcomes/41/edit');
    expect(await screen.findByText('Only an outcome you made or added yourself can be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
