import { outcomePaths, type OutcomeWidgetResponse, type OutcomeWidgetRow } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { dueDateOf } from './dueDate';
import { OutcomesWidget } from './OutcomesWidget';

/** A fixed "today" for every due date below. */
const today = '2026-06-15';

const row = (id: number, overrides: Partial<OutcomeWidgetRow> = {}): OutcomeWidgetRow => ({
  id,
  name: `Outcome ${id}`,
  due_date: null,
  goal_count: 2,
  completed_goals: 0,
  step_count: 4,
  completed_steps: 0,
  ...overrides,
});

const answer = (data: OutcomeWidgetRow[], summary = { total: data.length, inprogress: 0, completed: 0 }) => ({
  body: { data, summary } satisfies OutcomeWidgetResponse,
});

afterEach(() => resetLanguageForTests());

describe('dueDateOf', () => {
  it.each([
    [null, { kind: 'notSet' }],
    ['2026-06-12', { kind: 'ago', count: 3 }],
    ['2026-06-14', { kind: 'ago', count: 1 }],
    ['2026-06-15', { kind: 'today' }],
    ['2026-06-16', { kind: 'in', count: 1 }],
    ['2026-06-18', { kind: 'in', count: 3 }],
    ['2026-06-19', { kind: 'date', date: '2026-06-19' }],
  ] as const)('%s reads %j', (due, expected) => {
    expect(dueDateOf(due, today)).toEqual(expected);
  });
});

describe('OutcomesWidget', () => {
  it('shows the counts, the table and the spec wording for due dates, goals, steps, Start and Continue', async () => {
    mockFetch({
      [`GET ${outcomePaths.widget}`]: answer(
        [
          row(1, { name: 'Get a CDL Class A', due_date: '2026-06-13' }),
          row(2, { name: 'Finish a GED', due_date: today, completed_goals: 1, completed_steps: 2 }),
          row(3, { name: 'Apply for a Pell grant', due_date: '2026-06-16', completed_steps: 1 }),
          row(4, { name: 'Open a savings account', due_date: '2026-06-17' }),
          row(5, { name: 'Earn a forklift operator certificate', due_date: '2026-07-04' }),
          row(6, { name: 'Short one' }),
        ],
        { total: 6, inprogress: 2, completed: 0 },
      ),
    });
    renderWithProviders(<OutcomesWidget today={today} />);
    const widget = await screen.findByRole('region', { name: 'Outcomes' });
    const figures = await within(widget).findByText('Total Outcomes');
    expect(figures.nextElementSibling).toHaveTextContent('6');
    expect(within(widget).getByText('In Progress').nextElementSibling).toHaveTextContent('2');
    expect(within(widget).getByText('Completed').nextElementSibling).toHaveTextContent('0');

    const rows = within(widget).getAllByRole('row').slice(1);
    const cells = rows.map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Get a CDL Class A', 'Assigned, but have not yet started it', '0/4', '2 days ago!', 'Start'],
      ['Finish a GED', '1/2', '2/4', 'Today!', 'Continue'],
      ['Apply for a Pell grant', '0/2', '1/4', 'In 1 day!', 'Continue'],
      ['Open a savings account', 'Assigned, but have not yet started it', '0/4', 'In 2 days!', 'Start'],
      ['Earn a forklift operator certificate', 'Assigned, but have not yet started it', '0/4', '07/04/2026', 'Start'],
      ['Short one', 'Assigned, but have not yet started it', '0/4', 'Not set', 'Start'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Start Get a CDL Class A' })).toHaveAttribute(
      'href',
      '/customer-portal/outcomes/1/detail',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Continue Finish a GED' })).toHaveAttribute(
      'href',
      '/customer-portal/outcomes/2/detail',
    );
  });

  it('cuts a name over 40 characters and keeps the whole name for the tooltip', async () => {
    const long = 'Complete the Registered Apprenticeship in Electrical Work';
    mockFetch({ [`GET ${outcomePaths.widget}`]: answer([row(1, { name: long })]) });
    const { user } = renderWithProviders(<OutcomesWidget today={today} />);
    const cut = await screen.findByText(`${long.slice(0, 40)}…`);
    expect(cut).toHaveAttribute('aria-label', long);
    await user.hover(cut);
    // The tooltip's code is lazy: when it arrives between finding the name and pointing at it, the name is drawn anew
    // (the one found is gone from the page) and the pointer goes to the new one, as a person's would.
    if (!cut.isConnected) await user.hover(screen.getByText(`${long.slice(0, 40)}…`));
    // On a loaded machine Vitest's first transform of that chunk alone can take seconds.
    expect(await screen.findByRole('tooltip', {}, { timeout: 15_000 })).toHaveTextContent(long);
  });

  it('shows the empty text when there are no outcomes', async () => {
    mockFetch({ [`GET ${outcomePaths.widget}`]: answer([]) });
    renderWithProviders(<OutcomesWidget today={today} />);
    expect(
      await screen.findByText('When outcomes are assigned to you or added by you, they will appear here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a failed load failed (not "no outcomes"), and loads again on retry', async () => {
    let fail = true;
    mockFetch({
      [`GET ${outcomePaths.widget}`]: () =>
        fail ? { status: 500, body: { message: 'boom' } } : answer([row(1, { name: 'Finish a GED' })]),
    });
    const { user } = renderWithProviders(<OutcomesWidget today={today} />);
    expect(await screen.findByText('There was a problem loading your outcomes.')).toBeInTheDocument();
    expect(screen.queryByText(/they will appear here/)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Finish a GED')).toBeInTheDocument();
  });

  it('speaks Spanish when Spanish is chosen', async () => {
    await activateLanguage('es');
    mockFetch({ [`GET ${outcomePaths.widget}`]: answer([row(1, { name: 'Finish a GED', due_date: '2026-06-17' })]) });
    renderWithProviders(<OutcomesWidget today={today} />);
    const widget = await screen.findByRole('region', { name: 'Metas' });
    expect(await within(widget).findByText('¡En 2 días!')).toBeInTheDocument();
    expect(within(widget).getByText('Asignada, pero aún no la ha empezado')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Empezar Finish a GED' })).toBeInTheDocument();
  });
});
