import { clusterTexts } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { clampStep, SurveyStepper } from './SurveyStepper';
import { surveyFixture } from './testFixtures';

const button = (name: string) => screen.getByRole('button', { name });

function renderStepper(selected: number[] = []) {
  const onSubmit = vi.fn();
  const rendered = renderWithProviders(
    <SurveyStepper steps={surveyFixture(selected).data} submitting={false} onSubmit={onSubmit} />,
  );
  return { onSubmit, ...rendered };
}

describe('clampStep (spec 4: the step index stays within 0..N-1)', () => {
  it.each([
    [-1, 3, 0],
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 2],
    [99, 3, 2],
    [0, 0, 0],
  ])('clampStep(%i, %i) is %i', (index, total, expected) => {
    expect(clampStep(index, total)).toBe(expected);
  });
});

describe('SurveyStepper', () => {
  it("starts on 'Step 1 of N' with Previous disabled and no Submit", () => {
    renderStepper();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Survey progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(button(clusterTexts.previous)).toBeDisabled();
    expect(button(clusterTexts.next)).toBeEnabled();
    expect(screen.queryByRole('button', { name: clusterTexts.submit })).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Activities I would enjoy (1 of 4)' });
    expect(group).toHaveAccessibleDescription('Tick every activity you would enjoy.');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('moves forward and back, shows Submit only on the last step, and never leaves the range', async () => {
    const { user } = renderStepper();
    await user.click(button(clusterTexts.next));
    expect(screen.getByText('Step 2 of 3')).toHaveFocus();
    expect(button(clusterTexts.previous)).toBeEnabled();
    await user.click(button(clusterTexts.next));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(button(clusterTexts.submit)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: clusterTexts.next })).not.toBeInTheDocument();
    await user.click(button(clusterTexts.previous));
    await user.click(button(clusterTexts.previous));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(button(clusterTexts.previous)).toBeDisabled();
  });

  it('keeps answers across steps and submits every option with its state', async () => {
    const { user, onSubmit } = renderStepper();
    await user.click(screen.getByRole('checkbox', { name: 'Write code or build a website or an app' }));
    await user.click(button(clusterTexts.next));
    await user.click(screen.getByRole('checkbox', { name: 'I am good with numbers' }));
    await user.click(button(clusterTexts.previous));
    expect(screen.getByRole('checkbox', { name: 'Write code or build a website or an app' })).toBeChecked();
    await user.click(button(clusterTexts.next));
    await user.click(button(clusterTexts.next));
    expect(screen.getByText('2 options ticked so far')).toBeInTheDocument();
    await user.click(button(clusterTexts.submit));
    expect(onSubmit).toHaveBeenCalledWith({ 11: false, 12: true, 21: true, 22: false, 31: false, 32: false });
  });

  it('starts from the given answers (update mode)', () => {
    renderStepper([11]);
    expect(screen.getByRole('checkbox', { name: 'Grow vegetables, herbs or flowers' })).toBeChecked();
    expect(screen.getByText('1 option ticked so far')).toBeInTheDocument();
  });

  it('refuses to submit with nothing ticked', async () => {
    const { user, onSubmit } = renderStepper();
    await user.click(button(clusterTexts.next));
    await user.click(button(clusterTexts.next));
    await user.click(button(clusterTexts.submit));
    expect(screen.getByRole('alert')).toHaveTextContent(clusterTexts.noOptionSelected);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Physics' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(button(clusterTexts.submit));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
