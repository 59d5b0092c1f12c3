import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Activity, Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useModule } from './useModule';

const loadGreeting = () => Promise.resolve({ greeting: 'hello' });

let arriveFarewell: (module: { word: string }) => void = () => undefined;
const farewell = new Promise<{ word: string }>((resolve) => (arriveFarewell = resolve));
const loadFarewell = () => farewell;

function Farewell({ name }: { name: string }) {
  const module = useModule(loadFarewell);
  return <p>{`${name}: ${module ? module.word : 'waiting'}`}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('useModule', () => {
  it('is undefined until the module is in, then gives it, and at once to a component mounted later', async () => {
    const first = renderHook(() => useModule(loadGreeting));
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toEqual({ greeting: 'hello' }));
    const second = renderHook(() => useModule(loadGreeting));
    expect(second.result.current).toEqual({ greeting: 'hello' });
  });

  it('gives the module to a part that rendered hidden, without effects, while another part fetched it', async () => {
    const page = (mode: 'hidden' | 'visible') => (
      <>
        <Farewell name="shown" />
        <Activity mode={mode}>
          <Farewell name="folded" />
        </Activity>
      </>
    );
    const view = render(page('hidden'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('folded: waiting')).toBeInTheDocument();
    await act(async () => {
      arriveFarewell({ word: 'bye' });
      await farewell;
    });
    expect(await screen.findByText('shown: bye')).toBeInTheDocument();
    view.rerender(page('visible'));
    expect(await screen.findByText('folded: bye')).toBeVisible();
  });

  it('throws a failed fetch to the error boundary', async () => {
    const loadMissing = () => Promise.reject(new Error('chunk missing'));
    function Widget() {
      const module = useModule(loadMissing);
      return <p>{module ? 'in' : 'waiting'}</p>;
    }
    // React reports the caught error on the console; the boundary's text is what is checked.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <Widget />
        </Boundary>,
      );
      expect(screen.getByText('waiting')).toBeInTheDocument();
      expect(await screen.findByText('caught: chunk missing')).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});
