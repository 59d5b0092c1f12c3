import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LaterMultiSelect, LaterSelect } from './LaterSelect';

const sizes = [
  { value: 's', label: 'Small' },
  { value: 'l', label: 'Large' },
];

function Form({ mountWhenUsed }: { mountWhenUsed: boolean }) {
  const [size, setSize] = useState<string | null>('s');
  const [extras, setExtras] = useState<string[]>([]);
  return (
    <form>
      <LaterSelect mountWhenUsed={mountWhenUsed} label="Size" data={sizes} value={size} onChange={setSize} />
      <LaterMultiSelect
        mountWhenUsed={mountWhenUsed}
        label="Extras"
        data={[{ value: 'x', label: 'Cheese' }]}
        value={extras}
        onChange={setExtras}
      />
      <output aria-label="size">{size}</output>
    </form>
  );
}

/** Mantine's own list, told apart from the stand-in by its class (the stand-in is drawn by ui/TextField). */
const mantineList = (name: string) =>
  screen.queryAllByRole('combobox', { name }).filter((input) => input.classList.contains('mantine-Select-input'));

/** Renders the form, and waits for the lists' code to be in: a list that mounts by itself shows once it is. */
async function renderWithListsLoaded(mountWhenUsed: boolean) {
  const warmUp = renderWithProviders(<Form mountWhenUsed={false} />);
  await waitFor(() => expect(mantineList('Size')).toHaveLength(1));
  warmUp.unmount();
  return renderWithProviders(<Form mountWhenUsed={mountWhenUsed} />);
}

describe('LaterSelect', () => {
  it('swaps its list in by itself once the code is in', async () => {
    await renderWithListsLoaded(false);
    expect(mantineList('Size')).toHaveLength(1);
  });

  it('with mountWhenUsed, stays a collapsed combobox showing the value until pressed, then opens the list', async () => {
    const { user } = await renderWithListsLoaded(true);
    // A few frames after the code is in, it has not swapped itself in.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mantineList('Size')).toHaveLength(0);
    const standIn = screen.getByRole('combobox', { name: 'Size' });
    expect(standIn).toHaveValue('Small');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('readonly');

    await user.click(standIn);
    await user.click(await screen.findByRole('option', { name: 'Large' }));
    expect(screen.getByRole('status', { name: 'size' })).toHaveTextContent('l');
    // Used once, it stays the list; the other list is still a stand-in.
    expect(mantineList('Size')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Extras' })).not.toHaveClass('mantine-MultiSelect-inputField');
  });

  it('with mountWhenUsed, a keyboard focus mounts the list and hands it the focus', async () => {
    const { user } = await renderWithListsLoaded(true);
    await user.tab();
    await waitFor(() => expect(mantineList('Size')).toHaveLength(1));
    expect(mantineList('Size')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Large' })).toBeInTheDocument();
  });
});
