import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Activity, Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadedModules, preloadModule, useModule } from './useModule';

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

describe('preloadModule', () => {
  it('makes a component mounted after it is in render the module with its first render; preloadedModules waits for it', async () => {
    let arrive: (module: { cards: string }) => void = () => undefined;
    const cards = new Promise<{ cards: string }>((resolve) => (arrive = resolve));
    const loadCards = vi.fn(() => cards);
    void preloadModule(loadCards);
    let settled = false;
    const waiting = preloadedModules().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive({ cards: 'ten cards' });
    await waiting;
    // Its first render already has it: no spinner, as on the server's render of the page (ADR 0055).
    const firstRenders: Array<{ cards: string } | undefined> = [];
    renderHook(() => {
      const module = useModule(loadCards);
      firstRenders.push(module);
      return module;
    });
    expect(firstRenders[0]).toEqual({ cards: 'ten cards' });
    // Asked again, nothing is fetched again.
    await preloadModule(loadCards);
    expect(loadCards).toHaveBeenCalledTimes(1);
  });

  it('leaves a failure to the component, which fetches again and throws it to its boundary', async () => {
    const loadBroken = vi.fn(() => Promise.reject(new Error('chunk gone')));
    await preloadModule(loadBroken);
    await preloadedModules();
    function Broken() {
      return <p>{useModule(loadBroken) ? 'in' : 'waiting'}</p>;
    }
    render(
      <Boundary>
        <Broken />
      </Boundary>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('caught: chunk gone')).toBeTruthy());
    expect(loadBroken).toHaveBeenCalledTimes(2);
  });
});
