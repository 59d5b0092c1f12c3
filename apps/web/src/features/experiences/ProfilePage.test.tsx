import { experienceMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import {
  educationalExperience,
  educationLevels,
  educationLevelsPath,
  educationsPath,
  jobExperience,
  jobsPath,
} from '../../test/experienceFixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { ProfilePage } from './ProfilePage';

describe('My Profile', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('its simple tables ask "Are you sure you wish to delete this item?" before a delete (spec 8)', async () => {
    mockFetch({
      [`GET ${jobsPath}`]: { body: { data: [jobExperience()] } },
      [`GET ${educationsPath}`]: { body: { data: [educationalExperience()] } },
      [`GET ${educationLevelsPath}`]: { body: { data: educationLevels } },
    });
    const { user } = renderWithProviders(<ProfilePage />, { route: '/customer-portal/profile' });

    await user.click(await screen.findByRole('button', { name: 'Delete Warehouse Associate' }));
    // The question's code (a modal) is fetched after the page paints, together with the forms' lists and schemas.
    const jobDialog = await screen.findByRole('dialog', { name: experienceMessages.confirmTitle }, { timeout: 10_000 });
    expect(jobDialog).toHaveTextContent(experienceMessages.confirmItemText);
    expect(jobDialog).not.toHaveTextContent(experienceMessages.confirmJobText);
    await user.click(within(jobDialog).getByRole('button', { name: 'No, Cancel' }));

    const school = educationalExperience().school;
    await user.click(await screen.findByRole('button', { name: `Delete ${school}` }));
    const educationDialog = await screen.findByRole('dialog', { name: experienceMessages.confirmTitle });
    expect(educationDialog).toHaveTextContent(experienceMessages.confirmItemText);
  });

  it('speaks Spanish: headings, tables, the form, its messages and the confirmation', async () => {
    await activateLanguage('es');
    const { calls } = mockFetch({
      [`GET ${jobsPath}`]: { body: { data: [jobExperience()] } },
      [`GET ${educationsPath}`]: { body: { data: [educationalExperience()] } },
      [`GET ${educationLevelsPath}`]: { body: { data: educationLevels } },
    });
    const { user } = renderWithProviders(<ProfilePage />, { route: '/customer-portal/profile' });

    expect(screen.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeInTheDocument();
    const jobs = await screen.findByRole('table', { name: 'Experiencia laboral' });
    expect(within(jobs).getByRole('columnheader', { name: 'Cargo' })).toBeInTheDocument();
    expect(within(jobs).getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
    expect(within(jobs).getByRole('cell', { name: 'mar/2020' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Agregar experiencia laboral' });
    await user.click(within(form).getAllByRole('button', { name: 'Agregar' }).at(-1)!);
    // The form's schema comes after the first paint: the submit waits for it.
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Cargo' })).toHaveAccessibleDescription(
        'Este campo es obligatorio.',
      ),
    );
    expect(within(form).getByRole('textbox', { name: 'Logros' })).toHaveAccessibleDescription(
      'Se requiere al menos un logro.',
    );
    expect(calls('POST', jobsPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar Warehouse Associate' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Confirmar la eliminación?' });
    expect(dialog).toHaveTextContent('¿Está seguro de que desea eliminar este elemento?');
    expect(within(dialog).getByRole('button', { name: 'Sí, eliminar' })).toBeInTheDocument();
  });
});
