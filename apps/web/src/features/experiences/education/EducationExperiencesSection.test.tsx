import { experienceMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  educationLevels,
  educationLevelsPath,
  educationalExperience,
  educationsPath,
} from '../../../test/experienceFixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/render';
import { choose, clearSelect } from '../../../test/select';
import { EducationExperiencesSection } from './EducationExperiencesSection';

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
// The accomplishments 'Add' comes first, the form's 'Add' (submit) last.
const submitButton = () => screen.getAllByRole('button', { name: 'Add' }).at(-1)!;

async function renderSection(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    [`GET ${educationsPath}`]: { body: { data: [] } },
    [`GET ${educationLevelsPath}`]: { body: { data: educationLevels } },
    ...routes,
  });
  const rendered = renderWithProviders(<EducationExperiencesSection />);
  await screen.findByRole('table', { name: 'Education Experiences' });
  // The lists' code comes after the first paint (ui/LaterSelect): until then each is a read-only stand-in.
  await screen.findByRole('combobox', { name: 'End Month' });
  return { ...fetch, ...rendered };
}

async function fillValidEducation(user: UserEvent) {
  await user.type(field('School'), 'Metro State');
  await choose(user, 'Education Level', 'Associate degree');
  await user.type(field('Field of Study'), 'Nursing');
  await user.type(field('Accomplishments'), 'Clinical rotation{Enter}');
}

describe('education experience form rules (participant spec 5)', () => {
  it('requires school, education level, field of study and an accomplishment', async () => {
    const { user, calls } = await renderSection();
    await user.click(submitButton());
    await waitFor(() => expect(field('School')).toHaveAccessibleDescription(experienceMessages.required));
    expect(select('Education Level')).toHaveAccessibleDescription(experienceMessages.required);
    expect(field('Field of Study')).toHaveAccessibleDescription(experienceMessages.required);
    expect(field('Accomplishments')).toHaveAccessibleDescription(experienceMessages.accomplishmentRequired);
    // The end date is optional.
    expect(select('End Month')).not.toHaveAccessibleDescription();
    expect(select('End Year')).not.toHaveAccessibleDescription();
    expect(calls('POST', educationsPath)).toHaveLength(0);
  });

  it('an end month without a year, or a year without a month, marks the missing one', async () => {
    const { user } = await renderSection();
    await choose(user, 'End Month', 'June');
    await user.click(submitButton());
    await waitFor(() => expect(select('End Year')).toHaveAccessibleDescription(experienceMessages.required));
    expect(select('End Month')).not.toHaveAccessibleDescription();

    await clearSelect(user, 'End Month');
    await choose(user, 'End Year', '2018');
    await user.click(submitButton());
    await waitFor(() => expect(select('End Month')).toHaveAccessibleDescription(experienceMessages.required));
  });

  it('offers end years from this year + 5 down 60 years', async () => {
    const { user } = await renderSection();
    await user.click(select('End Year'));
    const years = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    const thisYear = new Date().getFullYear();
    expect(years[0]).toBe(String(thisYear + 5));
    expect(years.at(-1)).toBe(String(thisYear - 55));
    expect(years).toHaveLength(61);
  });

  it('sends the end of the chosen month as finish_date and the level as a number, then clears the form', async () => {
    const { user, calls } = await renderSection({
      [`POST ${educationsPath}`]: { status: 201, body: { data: educationalExperience() } },
    });
    await fillValidEducation(user);
    await choose(user, 'End Month', 'February');
    await choose(user, 'End Year', '2024');
    await user.click(submitButton());

    expect(await screen.findByText(experienceMessages.educationCreated)).toBeInTheDocument();
    expect(calls('POST', educationsPath)[0]?.body).toEqual({
      education_level_id: 2,
      school: 'Metro State',
      field_of_study: 'Nursing',
      finish_date: '2024-02-29',
      description: null,
      accomplishments: [{ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, description: 'Clinical rotation' }],
    });
    expect(field('School')).toHaveValue('');
    expect(select('Education Level')).toHaveValue('');
  });

  it('sends a null finish_date when no end date is chosen', async () => {
    const { user, calls } = await renderSection({
      [`POST ${educationsPath}`]: { status: 201, body: { data: educationalExperience() } },
    });
    await fillValidEducation(user);
    await user.click(submitButton());
    await screen.findByText(experienceMessages.educationCreated);
    expect(calls('POST', educationsPath)[0]?.body).toMatchObject({ finish_date: null });
  });

  it("shows a server 422's first message under the mapped field", async () => {
    const { user } = await renderSection({
      [`POST ${educationsPath}`]: {
        status: 422,
        body: {
          message: 'The selected education level is invalid.',
          errors: {
            education_level_id: ['The selected education level is invalid.'],
            finish_date: ['The finish year must be between 1966 and 2031.'],
          },
        },
      },
    });
    await fillValidEducation(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(select('Education Level')).toHaveAccessibleDescription('The selected education level is invalid.'),
    );
    expect(select('End Year')).toHaveAccessibleDescription('The finish year must be between 1966 and 2031.');
  });

  it("tells the user when the education levels cannot be loaded: 'Failed to load Education options'", async () => {
    await renderSection({ [`GET ${educationLevelsPath}`]: { status: 403, body: { message: 'Nope' } } });
    expect(await screen.findByText('Failed to load Education options')).toBeInTheDocument();
  });
});

describe('education experience table', () => {
  it('shows the empty text', async () => {
    await renderSection();
    expect(screen.getByText(experienceMessages.emptyEducation)).toBeInTheDocument();
  });

  it('edits a row with PUT and deletes one after the education confirmation text', async () => {
    let rows = [educationalExperience()];
    const { user, calls } = await renderSection({
      [`GET ${educationsPath}`]: () => ({ body: { data: rows } }),
      [`PUT ${educationsPath}/3`]: { body: { data: educationalExperience() } },
      [`DELETE ${educationsPath}/3`]: () => {
        rows = [];
        return { status: 204 };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Front Range Community College' }));
    expect(select('Education Level')).toHaveValue('Associate degree');
    expect(select('End Month')).toHaveValue('May');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(experienceMessages.educationUpdated)).toBeInTheDocument();
    expect(calls('PUT', `${educationsPath}/3`)[0]?.body).toMatchObject({
      finish_date: '2019-05-31',
      education_level_id: 2,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Front Range Community College' }));
    const dialog = await screen.findByRole('dialog', { name: experienceMessages.confirmTitle });
    expect(dialog).toHaveTextContent(experienceMessages.confirmEducationText);
    await user.click(within(dialog).getByRole('button', { name: experienceMessages.confirmDelete }));
    expect(await screen.findByText(experienceMessages.educationDeleted)).toBeInTheDocument();
    expect(screen.getByText(experienceMessages.emptyEducation)).toBeInTheDocument();
  });
});

describe('education experience list that fails to load', () => {
  it('shows the load failure with Refresh after a server error, never the empty text', async () => {
    mockFetch({
      [`GET ${educationsPath}`]: { status: 500, body: { message: 'Server Error' } },
      [`GET ${educationLevelsPath}`]: { body: { data: educationLevels } },
    });
    renderWithProviders(<EducationExperiencesSection />);

    // Two retries of a server error come first (without a wait between them in the tests' query client).
    const alert = (
      await screen.findByText('There was a problem loading your educational experiences.', {}, { timeout: 10_000 })
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(screen.queryByText(experienceMessages.emptyEducation)).not.toBeInTheDocument();
  });
});
