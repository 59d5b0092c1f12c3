import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/render';
import { dashboardRoutes } from '../testFixtures';
import { ParticipantSearchWidget } from './ParticipantSearchWidget';

function SearchPageProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderWidget(pinned = 0) {
  mockFetch(dashboardRoutes({ pinned }));
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<ParticipantSearchWidget />} />
      <Route path="/customers" element={<SearchPageProbe />} />
    </Routes>,
    { route: '/dashboard' },
  );
}

describe('ParticipantSearchWidget', () => {
  it('searches by name when Enter is pressed', async () => {
    const { user } = renderWidget();
    expect(await screen.findByRole('radio', { name: 'Name' })).toBeChecked();
    await user.type(await screen.findByLabelText('Find a participant'), 'Maria Lopez{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/customers?search_type=name&query=Maria+Lopez');
  });

  it('searches by email with the Search button', async () => {
    const { user } = renderWidget();
    await user.click(await screen.findByRole('radio', { name: 'Email' }));
    const input = await screen.findByLabelText('Find a participant');
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, ' ada@example.test ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/customers?search_type=email&query=ada%40example.test',
    );
  });

  it('takes a date of birth from a date input capped at 9999-12-31 and sends it as month/day/year', async () => {
    const { user } = renderWidget();
    await user.click(await screen.findByRole('radio', { name: 'Date of Birth' }));
    const input = await screen.findByLabelText('Find a participant');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '9999-12-31');
    await user.type(input, '1988-04-12{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/customers?search_type=birthdate&query=04%2F12%2F1988',
    );
  });

  it('asks for a search instead of leaving with an empty one', async () => {
    const { user } = renderWidget();
    await user.type(await screen.findByLabelText('Find a participant'), '   {Enter}');
    expect(await screen.findByText('Please provide a valid search!')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the pinned total with an explaining tooltip', async () => {
    const { user } = renderWidget(3);
    const total = await screen.findByText('Total Unique Participants Pinned:');
    expect(await within(total).findByText('3')).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'About the pinned participants total' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The unique participants you have pinned to track');
  });
});
