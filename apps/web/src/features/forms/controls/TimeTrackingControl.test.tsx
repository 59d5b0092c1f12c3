import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ControlledField, makeQuestion } from '../testSupport';
import { loadFields } from '../fieldLoaders';

const question = makeQuestion({ identifier: 'hours', control: 'time-tracking-table', text: 'Hours worked' });

// The form page loads its fields' code before it draws them; these tests draw one field directly.
beforeAll(() => loadFields([question]));

describe('time tracking table (forms spec 4)', () => {
  it('has seven rows whose hours stay read-only until the row has a date', async () => {
    let answer: Record<string, unknown> = {};
    const { user } = renderWithProviders(
      <ControlledField question={question} onValue={(value) => (answer = value as Record<string, unknown>)} />,
    );
    for (let day = 1; day <= 7; day += 1) {
      expect(screen.getByRole('spinbutton', { name: `Day ${day} hours` })).toHaveAttribute('readonly');
    }

    fireEvent.change(screen.getByLabelText('Day 3 date'), { target: { value: '2026-11-18' } });
    const hours = screen.getByRole('spinbutton', { name: 'Day 3 hours' });
    expect(hours).not.toHaveAttribute('readonly');
    expect(screen.getByRole('spinbutton', { name: 'Day 1 hours' })).toHaveAttribute('readonly');

    await user.type(hours, '7.5');
    expect(answer).toMatchObject({ day_three: '2026-11-18', hour_three: 7.5 });

    // Clearing the date takes its hours with it and locks the hours again.
    fireEvent.change(screen.getByLabelText('Day 3 date'), { target: { value: '' } });
    expect(answer).toMatchObject({ day_three: '', hour_three: null });
    expect(screen.getByRole('spinbutton', { name: 'Day 3 hours' })).toHaveAttribute('readonly');
  });
});
