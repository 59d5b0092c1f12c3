import { experienceMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jobExperience, jobsPath } from '../../../test/experienceFixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/render';
import { choose, clearSelect } from '../../../test/select';
import { JobExperiencesSection } from './JobExperiencesSection';

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
// The accomplishments 'Add' comes first, the form's 'Add' (submit) last.
const submitButton = () => screen.getAllByRole('button', { name: 'Add' }).at(-1)!;
const addAccomplishmentButton = () => screen.getAllByRole('button', { name: 'Add' })[0]!;

async function renderSection(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({ [`GET ${jobsPath}`]: { body: { data: [] } }, ...routes });
  const rendered = renderWithProviders(<JobExperiencesSection />);
  await screen.findByRole('table', { name: 'Job Experiences' });
  // The lists' code comes after the first paint (ui/LaterSelect): until then each is a read-only stand-in.
  await screen.findByRole('combobox', { name: 'Start Month' });
  return { ...fetch, ...rendered };
}

async function addAccomplishment(user: UserEvent, text: string) {
  await user.type(field('Accomplishments'), text);
  await user.click(addAccomplishmentButton());
}

async function fillValidJob(user: UserEvent, { currentRole = false } = {}) {
  await user.type(field('Job Title'), 'Forklift Operator');
  await user.type(field('Company Name'), 'Denver Freight');
  await choose(user, 'Start Month', 'March');
  await choose(user, 'Start Year', '2020');
  if (currentRole) {
    await user.click(screen.getByRole('checkbox', { name: 'Current Role' }));
  } else {
    await choose(user, 'End Month', 'May');
    await choose(user, 'End Year', '2021');
  }
  await addAccomplishment(user, 'Trained four new operators');
}

describe('job experience form rules (participant spec 5)', () => {
  it('shows the required messages and sends nothing when the form is empty', async () => {
    const { user, calls } = await renderSection();
    await user.click(submitButton());

    await waitFor(() => expect(field('Job Title')).toHaveAccessibleDescription(experienceMessages.required));
    expect(field('Company Name')).toHaveAccessibleDescription(experienceMessages.required);
    expect(select('Start Month')).toHaveAccessibleDescription(experienceMessages.required);
    expect(select('Start Year')).toHaveAccessibleDescription(experienceMessages.required);
    expect(select('End Month')).toHaveAccessibleDescription('End Month is required when not a Current Role.');
    expect(select('End Year')).toHaveAccessibleDescription('End Year is required when not a Current Role.');
    expect(field('Accomplishments')).toHaveAccessibleDescription('At least one accomplishment is required.');
    expect(calls('POST', jobsPath)).toHaveLength(0);
  });

  it('a description over 5,000 characters gets a sentence, not the validator text (issue #10)', async () => {
    const { user, calls } = await renderSection();
    await user.click(field('Description'));
    await user.paste('d'.repeat(5001));
    await user.click(submitButton());
    await waitFor(() =>
      expect(field('Description')).toHaveAccessibleDescription(
        'The description may not be greater than 5000 characters.',
      ),
    );
    expect(calls('POST', jobsPath)).toHaveLength(0);
  });

  it('asks for the other half of the start month/year pair', async () => {
    const { user } = await renderSection();
    await choose(user, 'Start Month', 'April');
    await user.click(submitButton());
    await waitFor(() =>
      expect(select('Start Year')).toHaveAccessibleDescription('Start Year is required when Start Month is provided.'),
    );
    expect(select('Start Month')).not.toHaveAccessibleDescription();

    await clearSelect(user, 'Start Month');
    await choose(user, 'Start Year', '2019');
    await user.click(submitButton());
    await waitFor(() =>
      expect(select('Start Month')).toHaveAccessibleDescription('Start Month is required when Start Year is provided.'),
    );
  });

  it('rejects an end date before the start date', async () => {
    const { user, calls } = await renderSection();
    await fillValidJob(user);
    await choose(user, 'End Month', 'January');
    await choose(user, 'End Year', '2020');
    await user.click(submitButton());
    await waitFor(() => expect(select('End Year')).toHaveAccessibleDescription('End Date must be after Start Date.'));
    expect(calls('POST', jobsPath)).toHaveLength(0);
  });

  it('rejects start and end dates in the future (a row loaded for editing)', async () => {
    // The year lists stop at this year, so a future date can only come from a saved row.
    const nextYear = new Date().getFullYear() + 1;
    const { user, calls } = await renderSection({
      [`GET ${jobsPath}`]: {
        body: {
          data: [
            jobExperience({
              id: 1,
              job_title: 'Future Start',
              start_date: `${nextYear}-01-01`,
              finish_date: null,
              current_role: true,
            }),
            jobExperience({
              id: 2,
              job_title: 'Future End',
              start_date: '2020-01-01',
              finish_date: `${nextYear}-02-01`,
            }),
          ],
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Future Start' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(select('Start Year')).toHaveAccessibleDescription("Start Date can't be in the future."));

    await user.click(screen.getByRole('button', { name: 'Edit Future End' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(select('End Year')).toHaveAccessibleDescription("End Date can't be in the future."));
    expect(calls('PUT', `${jobsPath}/1`)).toHaveLength(0);
    expect(calls('PUT', `${jobsPath}/2`)).toHaveLength(0);
  });

  it('Current Role clears and disables the end fields and the saved body has no finish_date', async () => {
    const { user, calls } = await renderSection({
      [`POST ${jobsPath}`]: { status: 201, body: { data: jobExperience() } },
    });
    await choose(user, 'End Month', 'May');
    await choose(user, 'End Year', '2021');
    await user.click(submitButton()); // end-field errors are cleared by ticking Current Role too
    await fillValidJob(user, { currentRole: true });

    expect(select('End Month')).toHaveValue('');
    expect(select('End Year')).toHaveValue('');
    expect(select('End Month')).toBeDisabled();
    expect(select('End Year')).toBeDisabled();
    expect(select('End Year')).not.toHaveAccessibleDescription();

    await user.click(submitButton());
    await screen.findByText(experienceMessages.jobCreated);
    const [post] = calls('POST', jobsPath);
    expect(post?.body).toEqual({
      job_title: 'Forklift Operator',
      company_name: 'Denver Freight',
      start_date: '2020-03-01',
      current_role: true,
      description: null,
      accomplishments: [
        { uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, description: 'Trained four new operators' },
      ],
    });
    expect(post?.body).not.toHaveProperty('finish_date');
  });

  it('sends start and end dates built from month, year and day 01, then clears the form', async () => {
    const { user, calls } = await renderSection({
      [`POST ${jobsPath}`]: { status: 201, body: { data: jobExperience() } },
    });
    await fillValidJob(user);
    await user.click(submitButton());
    await screen.findByText(experienceMessages.jobCreated);
    expect(calls('POST', jobsPath)[0]?.body).toMatchObject({
      start_date: '2020-03-01',
      finish_date: '2021-05-01',
      current_role: false,
    });
    expect(field('Job Title')).toHaveValue('');
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
  });
});

describe('accomplishments input', () => {
  it('adds with the Add button or Enter only when the text is not blank, and removes', async () => {
    const { user, calls } = await renderSection();
    const list = () => screen.getByRole('list');

    await user.type(field('Accomplishments'), '   ');
    await user.click(addAccomplishmentButton());
    await user.type(field('Accomplishments'), '{Enter}');
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0);

    await user.clear(field('Accomplishments'));
    await addAccomplishment(user, '  Cut picking errors by half  ');
    expect(field('Accomplishments')).toHaveValue('');
    await user.type(field('Accomplishments'), 'Employee of the month{Enter}');
    const items = within(list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Cut picking errors by half', 'Employee of the month']);
    // Enter added the item instead of submitting the form.
    expect(field('Job Title')).not.toHaveAccessibleDescription();
    expect(calls('POST', jobsPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove accomplishment: Cut picking errors by half' }));
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Employee of the month']);
  });

  it('an added accomplishment clears the "at least one" error', async () => {
    const { user } = await renderSection();
    await user.click(submitButton());
    await waitFor(() =>
      expect(field('Accomplishments')).toHaveAccessibleDescription(experienceMessages.accomplishmentRequired),
    );
    await addAccomplishment(user, 'Forklift certified');
    expect(field('Accomplishments')).not.toHaveAccessibleDescription();
  });
});

describe('saving', () => {
  it("shows a server 422's first message under the field it maps to", async () => {
    const { user } = await renderSection({
      [`POST ${jobsPath}`]: {
        status: 422,
        body: {
          message: 'The start date is not a valid date.',
          errors: {
            start_date: ['The start date is not a valid date.', 'ignored second message'],
            company_name: ['This field may not be greater than 255 characters.'],
            accomplishments: ['Each accomplishment must have its own id.'],
          },
        },
      },
    });
    await fillValidJob(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(select('Start Year')).toHaveAccessibleDescription('The start date is not a valid date.'),
    );
    expect(field('Company Name')).toHaveAccessibleDescription('This field may not be greater than 255 characters.');
    expect(field('Accomplishments')).toHaveAccessibleDescription('Each accomplishment must have its own id.');
    expect(screen.queryByText(/ignored second message/)).not.toBeInTheDocument();
  });

  it("a 403 shows the status text, another status 'Internal Error ({status})'", async () => {
    let status = 403;
    const { user } = await renderSection({
      [`POST ${jobsPath}`]: () => ({ status, body: { message: 'Nope' } }),
    });
    await fillValidJob(user);
    await user.click(submitButton());
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    status = 500;
    await user.click(submitButton());
    expect(await screen.findByText('Internal Error (500)')).toBeInTheDocument();
  });

  it('Edit loads the row, Update sends PUT and returns to add mode; Cancel leaves edit mode', async () => {
    const row = jobExperience();
    const { user, calls } = await renderSection({
      [`GET ${jobsPath}`]: { body: { data: [row] } },
      [`PUT ${jobsPath}/7`]: { body: { data: row } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Warehouse Associate' }));
    expect(field('Job Title')).toHaveValue('Warehouse Associate');
    expect(field('Job Title')).toHaveFocus();
    expect(select('Start Month')).toHaveValue('March');
    expect(select('End Year')).toHaveValue('2021');
    expect(screen.getByRole('listitem')).toHaveTextContent('Shipped 300 orders a day');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('Job Title')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Warehouse Associate' }));
    await user.clear(field('Job Title'));
    await user.type(field('Job Title'), 'Shift Lead');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(experienceMessages.jobUpdated);
    expect(calls('PUT', `${jobsPath}/7`)[0]?.body).toMatchObject({
      job_title: 'Shift Lead',
      finish_date: '2021-05-01',
      accomplishments: [{ uuid: row.accomplishments[0]!.uuid, description: 'Shipped 300 orders a day' }],
    });
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(field('Job Title')).toHaveValue('');
  });
});

describe('job experience table', () => {
  it('shows the empty text', async () => {
    await renderSection();
    expect(screen.getByText(experienceMessages.emptyJobs)).toBeInTheDocument();
  });

  it("shows 'Present' for a current role and lists a row's accomplishments in a dialog", async () => {
    const { user } = await renderSection({
      [`GET ${jobsPath}`]: {
        body: {
          data: [
            jobExperience({ current_role: true, finish_date: null, finish_date_formatted: null }),
            jobExperience({ id: 8, job_title: 'Cashier', accomplishments: [] }),
          ],
        },
      },
    });
    const rows = within(screen.getByRole('table', { name: 'Job Experiences' })).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['Warehouse Associate', 'Acme Logistics', 'Mar/2020', 'Present']);

    await user.click(screen.getByRole('button', { name: 'Accomplishments of Warehouse Associate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accomplishments: Warehouse Associate' });
    expect(within(dialog).getByText('Shipped 300 orders a day')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Accomplishments of Cashier' }));
    expect(await screen.findByText(experienceMessages.emptyAccomplishments)).toBeInTheDocument();
  });

  it('deletes optimistically after confirmation, then refetches', async () => {
    let release: () => void = () => {};
    let deleted = false;
    const { user, calls } = await renderSection({
      [`GET ${jobsPath}`]: () => ({ body: { data: deleted ? [] : [jobExperience()] } }),
      [`DELETE ${jobsPath}/7`]: () =>
        new Promise((resolve) => {
          release = () => {
            deleted = true;
            resolve({ status: 204 });
          };
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Warehouse Associate' }));
    const dialog = await screen.findByRole('dialog', { name: experienceMessages.confirmTitle });
    expect(dialog).toHaveTextContent(experienceMessages.confirmJobText);
    expect(within(dialog).getByRole('button', { name: 'No, Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));

    // Gone before the server answered.
    await waitFor(() => expect(screen.getByText(experienceMessages.emptyJobs)).toBeInTheDocument());
    expect(calls('DELETE', `${jobsPath}/7`)).toHaveLength(1);
    release();
    expect(await screen.findByText(experienceMessages.jobDeleted)).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', jobsPath)).toHaveLength(2));
  });

  it('puts the row back and reports the error when the delete fails', async () => {
    const { user } = await renderSection({
      [`GET ${jobsPath}`]: { body: { data: [jobExperience()] } },
      [`DELETE ${jobsPath}/7`]: { status: 403, body: { message: 'You may not delete this.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Warehouse Associate' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('You may not delete this.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Warehouse Associate' })).toBeInTheDocument();
    expect(screen.queryByText(experienceMessages.jobDeleted)).not.toBeInTheDocument();
  });
});

describe('job experience list that fails to load', () => {
  it('shows the load failure with Refresh, never the empty text, and Refresh shows the rows', async () => {
    let answers = 0;
    const { user } = {
      ...mockFetch({
        [`GET ${jobsPath}`]: () =>
          ++answers === 1 ? { status: 403, body: { message: 'Nope' } } : { body: { data: [jobExperience()] } },
      }),
      ...renderWithProviders(<JobExperiencesSection />),
    };

    const alert = (await screen.findByText('There was a problem loading your job experiences.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('Refresh the page to try again.');
    expect(screen.queryByText(experienceMessages.emptyJobs)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Job Experiences' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    const table = await screen.findByRole('table', { name: 'Job Experiences' });
    expect(within(table).getByText('Warehouse Associate')).toBeInTheDocument();
    expect(screen.queryByText('There was a problem loading your job experiences.')).not.toBeInTheDocument();
  });
});
