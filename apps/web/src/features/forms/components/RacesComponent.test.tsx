import { formMessages, formPaths } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/render';
import { ControlledField, makeQuestion } from '../testSupport';
import { loadFields } from '../fieldLoaders';

const races = [
  { id: 1, display_name: 'American Indian or Alaska Native', description: '' },
  { id: 5, display_name: 'White', description: '' },
  { id: 6, display_name: 'Asian', description: '' },
  { id: 13, display_name: 'I do not wish to answer', description: '' },
];
const question = makeQuestion({ identifier: 'races', control: 'component', component: 'races', text: 'Races' });
const box = (name: string) => screen.getByRole('checkbox', { name });

// The form page loads its fields' code before it draws them; these tests draw one field directly.
beforeAll(() => loadFields([question]));

describe('races component (participant spec 4)', () => {
  it('makes option 13 exclusive: it clears and disables the others until it is unticked', async () => {
    mockFetch({ [`GET ${formPaths.races}`]: { body: { data: races } } });
    let answer: unknown = null;
    const { user } = renderWithProviders(<ControlledField question={question} onValue={(value) => (answer = value)} />);
    expect(screen.getByText(formMessages.loadingOptions)).toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: 'White' }));
    await user.click(box('Asian'));
    expect(answer).toEqual([5, 6]);

    await user.click(box('I do not wish to answer'));
    expect(answer).toEqual([13]);
    expect(box('White')).not.toBeChecked();
    expect(box('White')).toBeDisabled();
    expect(box('Asian')).toBeDisabled();
    expect(box('I do not wish to answer')).toBeEnabled();

    await user.click(box('I do not wish to answer'));
    expect(answer).toEqual([]);
    expect(box('White')).toBeEnabled();
  });

  it('says when the list cannot load and offers Refresh, which loads it', async () => {
    let failures = 2;
    mockFetch({
      [`GET ${formPaths.races}`]: () =>
        failures-- > 0 ? { status: 500, body: { message: 'down' } } : { body: { data: races } },
    });
    const { user } = renderWithProviders(<ControlledField question={question} />);
    expect(await screen.findByText(formMessages.racesLoadFailed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(box('White')).toBeInTheDocument());
    expect(screen.queryByText(formMessages.racesLoadFailed)).not.toBeInTheDocument();
  });
});
