import { ActionIcon } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LaterTooltip } from './LaterTooltip';

describe('LaterTooltip', () => {
  it('shows on hover beside the control, which stays the same element and keeps its clicks', async () => {
    const clicked = vi.fn();
    const { user } = renderWithProviders(
      <LaterTooltip label="Save">
        <ActionIcon aria-label="Save this" onClick={clicked}>
          +
        </ActionIcon>
      </LaterTooltip>,
    );
    const control = screen.getByRole('button', { name: 'Save this' });
    await user.hover(control);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Save');
    expect(control).toHaveAccessibleDescription('Save');
    expect(screen.getByRole('button', { name: 'Save this' })).toBe(control);

    await user.click(control);
    expect(clicked).toHaveBeenCalledTimes(1);
    await user.unhover(control);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(control).not.toHaveAccessibleDescription();
  });

  it('hides on Escape until the mouse comes back', async () => {
    const { user } = renderWithProviders(
      <LaterTooltip label="Share">
        <ActionIcon aria-label="Share this">+</ActionIcon>
      </LaterTooltip>,
    );
    const control = screen.getByRole('button', { name: 'Share this' });
    await user.hover(control);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Share');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.unhover(control);
    await user.hover(control);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Share');
  });

  it('does not show for a touch, unless its events say so', async () => {
    renderWithProviders(
      <>
        <LaterTooltip label="Touched">
          <ActionIcon aria-label="Touched button">+</ActionIcon>
        </LaterTooltip>
        <LaterTooltip label="Located" events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon aria-label="Locate button">+</ActionIcon>
        </LaterTooltip>
      </>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Touched button' }), { pointerType: 'touch' });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Locate button' }), { pointerType: 'touch' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Located');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('does not show on hover when its events turn hover off', async () => {
    const { user } = renderWithProviders(
      <LaterTooltip label="Focus only" events={{ hover: false, focus: true, touch: false }}>
        <ActionIcon aria-label="Quiet button">+</ActionIcon>
      </LaterTooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Quiet button' }));
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Focus only');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // The mouse is still over the button, and hover does not count.
    expect(screen.getByRole('button', { name: 'Quiet button' })).not.toHaveAccessibleDescription();
  });

  it('shows on a keyboard focus with events.focus only, and keeps the control’s own description', async () => {
    const { user } = renderWithProviders(
      <>
        <p id="own-note">Location is off</p>
        <LaterTooltip label="Use my location" events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon aria-label="Locate" aria-describedby="own-note">
            +
          </ActionIcon>
        </LaterTooltip>
        <LaterTooltip label="Hover only">
          <ActionIcon aria-label="Other">+</ActionIcon>
        </LaterTooltip>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Locate' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Use my location');
    expect(screen.getByRole('button', { name: 'Locate' })).toHaveAccessibleDescription(
      'Location is off Use my location',
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Other' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
