import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { OptionalPart } from './OptionalPart';

/**
 * A dialog whose code (Mantine's Modal with its focus trap, scroll lock and portal, and the dialog's own fields) is not
 * part of the page's first paint (issue #30): `load` (a module-level `laterModule`) is started once the page has
 * painted, so the dialog still opens at once; `children` (a React.lazy component of that module) mounts on the first
 * open and stays, so the dialog closes with its transition. If its code cannot be fetched the page stays as it is.
 */
export function LaterDialog({
  open,
  load,
  children,
}: {
  open: boolean;
  load: () => Promise<unknown>;
  children: ReactNode;
}) {
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <OptionalPart fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </OptionalPart>
  );
}
