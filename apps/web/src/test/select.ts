import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens a Mantine Select by its label and picks an option, as a user does (a lazily loaded Select once it is in). */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Clears a Mantine Select with its clear button (a mouse affordance Mantine hides from assistive technology). */
export async function clearSelect(user: UserEvent, label: string) {
  await user.click(screen.getByLabelText(`Clear ${label}`));
}
