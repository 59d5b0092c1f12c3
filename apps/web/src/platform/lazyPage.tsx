import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, useMemo, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { i18n } from './i18n/i18n';

interface LazyPageOptions {
  /**
   * Data the page shows first, started as the page is first drawn for an address (and again when its search changes),
   * beside the page's own code instead of after its first render.
   */
  prefetch?: (queryClient: QueryClient, searchParams: URLSearchParams) => Promise<unknown>;
  /**
   * The page's own text namespaces (platform/i18n), fetched beside its code: a page asks for them (`useT`) only once all
   * of its code is in and it first renders, a round trip after the rest (issue #30). Not from the page's module: that
   * runs only after its every import has arrived.
   */
  namespaces?: readonly string[];
}

/** Where a preload is for: the address, and the app's data cache when the page's first data may start too. */
export interface PreloadTarget {
  pathname: string;
  search: string;
  queryClient?: QueryClient;
}

/**
 * A component of the route table that can start fetching its code without rendering (a lazyPage, the front door):
 * `preload` loads what it would show at `target`, and with a `queryClient` also starts the page's first data.
 */
export type Preloadable = ComponentType & { preload?: (target: PreloadTarget) => void | Promise<unknown> };
type LazyPage = Preloadable;

/** One component per page, however many routes show it: a move between two of them keeps the page (and its state). */
const pages = new Map<string, LazyPage>();

/**
 * Starts loading the code of every lazy page of a match at once (a layout and its page), as the data router's route
 * `lazy` did, instead of the page's only after its layout has rendered.
 */
export function preloadPages(components: readonly unknown[], target: PreloadTarget): Promise<void> {
  // Settles once each page's code (and, with a queryClient, the start of its first data) is in: the signed-in first
  // paint's renderer waits for it (ADR 0055); the browser does not.
  const preloads = components.map((component) =>
    Promise.resolve((component as LazyPage | undefined)?.preload?.(target)),
  );
  return Promise.allSettled(preloads).then(() => undefined);
}

/**
 * A page of the route table (app/router.tsx) as its own chunk: `lazyPage(() => import('./AboutPage'), 'AboutPage')`.
 * A navigation to it is a transition (AppRouter), so the page before stays until this one's code has arrived.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
  options: LazyPageOptions = {},
): LazyPage {
  const { prefetch, namespaces } = options;
  const key = prefetch ? `${name} (prefetching)` : name;
  const known = pages.get(key);
  if (known) return known;
  const loadTexts = () => (namespaces ? i18n.loadNamespaces(namespaces) : undefined);
  const Page: LazyPage = lazy<ComponentType>(async () => {
    void loadTexts()?.catch(() => undefined);
    return { default: (await load())[name] };
  });
  Page.preload = () => Promise.all([loadTexts(), load()]).catch(() => undefined);
  if (!prefetch) {
    pages.set(key, Page);
    return Page;
  }
  const start = prefetch;
  function PrefetchingPage() {
    const queryClient = useQueryClient();
    const { search } = useLocation();
    // Starts during the render, not in an effect: the page's code is still on its way, so nothing has committed yet.
    useMemo(() => void start(queryClient, new URLSearchParams(search)).catch(() => undefined), [queryClient, search]);
    return <Page />;
  }
  const page: LazyPage = PrefetchingPage;
  page.preload = (target) =>
    Promise.all([
      Page.preload?.(target),
      // Before the first render (main.tsx): the data starts beside the code. The render's own start finds it on its way.
      target.queryClient && start(target.queryClient, new URLSearchParams(target.search)).catch(() => undefined),
    ]);
  pages.set(key, page);
  return page;
}
