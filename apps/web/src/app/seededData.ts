import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The element the server writes a signed-in first paint's data into (ADR 0055): JSON, never run as a script. */
export const seededDataId = 'first-paint-data';

/**
 * The data the server rendered a signed-in page's first paint with, taken into the app's query cache before its first
 * render, so the app's page is ready as soon as its code is and replaces the first paint with the same content. The
 * element goes once read. Data that cannot be read is left out: the page asks for it itself, as without a first paint.
 */
export function takeSeededData(queryClient: QueryClient, from: Document = document): void {
  const element = from.getElementById(seededDataId);
  if (!element) return;
  element.remove();
  try {
    hydrate(queryClient, JSON.parse(element.textContent ?? '') as DehydratedState);
  } catch {
    // Not the server's JSON (a proxy rewrote it, say): nothing is taken.
  }
}
