import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './afterPaint';

// Modules already in, so a widget mounted again (back on the home) renders its content at once, with no spinner.
const loaded = new Map<() => Promise<unknown>, unknown>();
// Modules a page's head start asked for, still on their way (preloadModule).
const coming = new Set<Promise<unknown>>();

/**
 * Fetches `load`'s module ahead of the component that uses it (a page's head start), so that a component mounting
 * after it is in renders its content at once: on the signed-in first paint (ADR 0055) the server's render and the
 * app's first render both show the Finder's cards, not their loader. A failure is left to useModule's own fetch.
 */
export function preloadModule<T>(load: () => Promise<T>): Promise<void> {
  if (loaded.has(load)) return Promise.resolve();
  const fetched = load().then(
    (module) => void loaded.set(load, module),
    () => undefined,
  );
  coming.add(fetched);
  void fetched.finally(() => coming.delete(fetched));
  return fetched;
}

/** Settles once no module preloadModule asked for is still on its way (the signed-in first paint's render). */
export async function preloadedModules(): Promise<void> {
  while (coming.size > 0) await Promise.all(coming);
}

/**
 * A module fetched as the component mounts (a widget's content, not needed before the first paint): undefined until it
 * is in; the fetch starts once the page has painted (afterPaint). Unlike React.lazy the caller keeps rendering, so a
 * widget shows its own spinner, in the same card, meanwhile. A failed fetch is thrown to the route's error boundary,
 * as a lazy page's would be. `load` must be a module-level function (it keys the cache).
 */
export function useModule<T>(load: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ module?: T; error?: Error }>(() => ({
    module: loaded.get(load) as T | undefined,
  }));
  useEffect(() => {
    // In by now: fetched for another part while this one rendered without running effects (a closed Collapse's hidden
    // Activity), or before this one mounted.
    if (loaded.has(load)) {
      setState((now) => (now.module ? now : { module: loaded.get(load) as T }));
      return;
    }
    let live = true;
    const cancel = afterPaint(() => {
      void load().then(
        (module) => {
          loaded.set(load, module);
          // A transition: the part's render is done in slices between the browser's own work, not in one long task
          // (what Lighthouse's total blocking time counts after the first paint).
          if (live) startTransition(() => setState({ module }));
        },
        (error: unknown) => live && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [load]);
  if (state.error) throw state.error;
  return state.module;
}
