import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

// `useMergeRefs` as @floating-ui/react has it (same behaviour: each ref set on attach, cleared or cleaned up on
// detach, a stable callback while the refs are the same). Mantine's ScrollArea imports only this from
// @floating-ui/react, which is a single 45 KB module (15 KiB gzip): vite.config.ts points ScrollArea's import here, so
// a page with a Table or a ScrollArea and no Popover or Tooltip does not load floating-ui (issue #30).

type Cleanup = () => void;

export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>): RefCallback<Instance> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  // The refs themselves are the dependencies, as in floating-ui: a new ref in the list gives a new callback.
  const attach = useCallback((instance: Instance): Cleanup => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCleanup = ref(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => void ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: Instance | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = attach(value);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
}
