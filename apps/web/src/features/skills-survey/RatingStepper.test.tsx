import { skillRatings, skillRatingsSchema, skillsSurveyTexts, type SkillsSurveyStep } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../locales/en/skills-survey';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { renderWithProviders } from '../../test/render';
import { RatingStepper, stepErrors } from './RatingStepper';

const steps: SkillsSurveyStep[] = [
  {
    id: 'basics',
    title: 'Reading, writing and numbers',
    description: 'The everyday basics.',
    skills: [
      { id: 'reading', name: 'Reading', description: 'Understanding written instructions.', rating: null },
      { id: 'writing', name: 'Writing', description: 'Writing clearly.', rating: null },
    ],
  },
  {
    id: 'people',
    title: 'Working with people',
    description: 'How you get along.',
    skills: [{ id: 'persuasion', name: 'Persuading', description: 'Bringing others round.', rating: 3 }],
  },
];

afterEach(() => resetLanguageForTests());

describe('RatingStepper', () => {
  it('stepErrors asks for every skill of the step with the shared schema’s message', () => {
    expect(stepErrors(steps[0]!, { reading: 4 }, skillRatingsSchema)).toEqual({
      writing: skillsSurveyTexts.ratingRequired,
    });
    expect(stepErrors(steps[0]!, { reading: 4, writing: 2 }, skillRatingsSchema)).toEqual({});
  });

  it('steps with Step X of N, refuses an unrated skill, keeps earlier answers and submits them all', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<RatingStepper steps={steps} submitting={false} onSubmit={onSubmit} />);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(screen.getByRole('radiogroup', { name: /Reading/ })).getByRole('radio', { name: 'Well' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The schema is fetched after the paint: the check waits for it.
    expect(await screen.findByText(skillsSurveyTexts.ratingRequired)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('radiogroup', { name: /Writing/ })).getByRole('radio', { name: 'A little' }),
    );
    expect(screen.queryByText(skillsSurveyTexts.ratingRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    // A retake starts from the saved rating.
    expect(screen.getByRole('radio', { name: 'Fairly well' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Well', checked: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reading: 4, writing: 2, persuasion: 3 }));
  });

  it('speaks Spanish when chosen: step, ratings, buttons and the missing-rating message', async () => {
    await activateLanguage('es');
    const { user } = renderWithProviders(<RatingStepper steps={steps} submitting={false} onSubmit={vi.fn()} />);
    expect(screen.getByText('Paso 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance de la encuesta' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: /Reading/ })).getByRole('radio', { name: 'Bien' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Elija una calificación.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it('says the contract’s English texts word for word in English', () => {
    for (const key of ['title', 'intro', 'resultTitle', 'strengths', 'growth', 'connectsTo', 'noResult'] as const)
      expect(english[key]).toBe(skillsSurveyTexts[key]);
    expect(Object.values(english.rating)).toEqual(skillRatings.map((rating) => rating.label));
  });
});
