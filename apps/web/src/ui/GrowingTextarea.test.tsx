import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { GrowingTextarea } from './GrowingTextarea';

describe('GrowingTextarea', () => {
  it('is a textbox named by its label that shows its minRows, takes typing, and is described by its error', async () => {
    function Notes() {
      const [value, setValue] = useState('');
      return (
        <GrowingTextarea
          label="Notes"
          withAsterisk
          minRows={3}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={value ? undefined : 'Notes are required'}
        />
      );
    }
    renderWithProviders(<Notes />);
    const area = screen.getByRole('textbox', { name: /Notes/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveAccessibleDescription('Notes are required');
    await userEvent.type(area, 'First line{Enter}second');
    expect(area).toHaveValue('First line\nsecond');
    expect(area).not.toHaveAttribute('aria-invalid', 'true');
  });
});
