/**
 * Code only a later action needs (a schema a submit checks with), fetched once after the page has painted instead of
 * with it (issue #30, ADR 0051): `const load = laterModule(() => import('x'))`, `useEffect(() => void load().catch(...))`,
 * `load().then(use, fail)` on submit. A failed fetch is tried again on the next call.
 */
export function laterModule<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
