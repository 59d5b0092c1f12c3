import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionalPart } from './OptionalPart';

describe('OptionalPart', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the fallback in place when the lazily loaded part fails to load', async () => {
    // React reports the caught error on the console; the test is about what the page shows.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <main>
        <h1>The page</h1>
        <OptionalPart fallback={<button type="button">Bell</button>}>
          <Suspense fallback={<button type="button">Bell</button>}>
            <Broken />
          </Suspense>
        </OptionalPart>
      </main>,
    );
    expect(await screen.findByRole('button', { name: 'Bell' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bell' })).toBeInTheDocument();
  });

  it('shows the part once it has loaded', async () => {
    const Loaded = lazy(() => Promise.resolve({ default: () => <button type="button">Popover target</button> }));
    render(
      <OptionalPart fallback={<button type="button">Bell</button>}>
        <Suspense fallback={null}>
          <Loaded />
        </Suspense>
      </OptionalPart>,
    );
    expect(await screen.findByRole('button', { name: 'Popover target' })).toBeInTheDocument();
  });
});
