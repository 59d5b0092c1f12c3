import { formMessages, formPaths } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../../platform/i18n';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/render';
import { ControlledField, makeQuestion } from '../testSupport';
import { loadFields } from '../fieldLoaders';

const question = makeQuestion({
  identifier: 'home',
  control: 'component',
  component: 'customer-primary-address',
  text: 'Home address',
  required: true,
});
const field = (name: string) => screen.getByRole('textbox', { name });
const zipPath = formPaths.zipLookup.replace(':zip', '80202');

// The form page loads its fields' code before it draws them; these tests draw one field directly.
beforeAll(() => loadFields([question]));

describe('primary address component (forms spec 3, 5)', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('fills city, state and county from a five-digit ZIP', async () => {
    const { calls } = mockFetch({
      [`GET ${zipPath}`]: {
        body: { zip: '80202', city: 'Denver', state: 'CO', county: 'Denver County', latitude: 39.75, longitude: -105 },
      },
    });
    let answer: Record<string, unknown> = {};
    const { user } = renderWithProviders(
      <ControlledField question={question} onValue={(value) => (answer = value as Record<string, unknown>)} />,
    );

    await user.type(field('Address'), '1550 Larimer St');
    await user.type(field('ZIP code'), '8020');
    expect(calls('GET', zipPath)).toHaveLength(0);
    await user.type(field('ZIP code'), '2');

    await waitFor(() => expect(field('City')).toHaveValue('Denver'));
    expect(field('State')).toHaveValue('CO');
    expect(field('County')).toHaveValue('Denver County');
    expect(answer).toMatchObject({ address: '1550 Larimer St', zip: '80202', latitude: 39.75, longitude: -105 });
  });

  it('shows field errors on their inputs and the group message under the address', () => {
    mockFetch({});
    renderWithProviders(
      <ControlledField
        question={question}
        errors={{ home: formMessages.addressRequired, 'home.state': 'Use the two-letter state code.' }}
      />,
    );
    expect(field('State')).toHaveAccessibleDescription('Use the two-letter state code.');
    expect(screen.getByRole('group', { name: 'Home address' })).toHaveAccessibleDescription(
      formMessages.addressRequired,
    );
  });

  it('labels its fields in Spanish on a Spanish page; the question itself as written', async () => {
    await activateLanguage('es');
    mockFetch({});
    renderWithProviders(<ControlledField question={question} />);
    expect(screen.getByRole('group', { name: 'Home address' })).toBeInTheDocument();
    expect(field('Buscar dirección')).toHaveAccessibleDescription('Escriba la dirección para buscarla');
    for (const label of ['Dirección', 'Dirección, línea 2', 'Código postal', 'Ciudad', 'Estado', 'Condado']) {
      expect(field(label)).toBeInTheDocument();
    }
  });
});
