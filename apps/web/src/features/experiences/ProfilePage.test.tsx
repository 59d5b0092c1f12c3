import { experienceMessages } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  it('its simple tables ask "Are you sure you wish to delete this item?" before a delete (spec 8)', async () => {
    mockFetch({
      [`GET ${jobsPath}`]: { body: { data: [jobExperience()] } },
      [`GET ${educationsPath}`]: { body: { data: [educationalExperience()] } },
      [`GET ${educationLevelsPath}`]: { body: { data: educationLevels } },
    });
    const { user } = renderWithProviders(<ProfilePage />, { route: '/customer-portal/profile' });

    await user.click(await screen.findByRole('button', { name: 'Delete Warehouse Associate' }));
    const jobDialog = screen.getByRole('dialog', { name: experienceMessages.confirmTitle });
    expect(jobDialog).toHaveTextContent(experienceMessages.confirmItemText);
    expect(jobDialog).not.toHaveTextContent(experienceMessages.confirmJobText);
    await user.click(within(jobDialog).getByRole('button', { name: 'No, Cancel' }));

    const school = educationalExperience().school;
    await user.click(await screen.findByRole('button', { name: `Delete ${school}` }));
    const educationDialog = await screen.findByRole('dialog', { name: experienceMessages.confirmTitle });
    expect(educationDialog).toHaveTextContent(experienceMessages.confirmItemText);
  });
});
