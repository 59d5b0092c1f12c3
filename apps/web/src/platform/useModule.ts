import { useEffect, useState } from 'react';
import { afterPaint } from './afterPaint';

// Modules already in, so a widget mounted again (back on the home) renders its content at once, with no spinner.
const loaded = new Map<() => Promise<unknown>, unknown>();

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
          if (live) setState({ module });
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
