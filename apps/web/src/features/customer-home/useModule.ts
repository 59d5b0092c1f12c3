import { useEffect, useState } from 'react';

/**
 * A module fetched as the component mounts (a widget's content, not needed before the first paint): undefined until it
 * is in. Unlike React.lazy the caller keeps rendering, so a widget shows its own spinner, in the same card, meanwhile.
 * A failed fetch is thrown to the route's error boundary, as a lazy page's would be.
 */
export function useModule<T>(load: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ module?: T; error?: Error }>({});
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (state.error) throw state.error;
  return state.module;
}
