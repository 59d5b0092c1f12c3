import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MatchBadge } from './MatchBadge';

describe('MatchBadge', () => {
  it.each([
    [0.7968, 'Great match (80%)'],
    [0.7949, 'Good match (79%)'],
    [0.8949, 'Great match (89%)'],
    [0.8951, 'Top match (90%)'],
    [0.5951, 'Good match (60%)'],
    [0.92, 'Top match (92%)'],
    [0.4, 'Ok match (40%)'],
  ])('%s reads "%s": the label agrees with the rounded number', (score, text) => {
    renderWithProviders(<MatchBadge score={score} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([null, 0.08, 0.1, 0.1049])('shows nothing for %s (10% or less as shown)', (score) => {
    const { container } = renderWithProviders(<MatchBadge score={score} />);
    expect(container).not.toHaveTextContent(/match \(/);
  });

  it('shows 11% and above', () => {
    renderWithProviders(<MatchBadge score={0.105} />);
    expect(screen.getByText('Ok match (11%)')).toBeInTheDocument();
  });
});
