import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  NavigationType,
  parsePath,
  Router,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  type BlockerFunction,
  type Location,
  type Navigator,
  type To,
} from 'react-router';

/**
 * React Router's declarative mode (ADR 0050): a `<Router>` over the browser's history, as `<BrowserRouter>` is, with
 * the one thing the data router gave the app that the declarative mode lacks: asking before leaving a page with
 * unsaved work (useLeaveBlocker, the data router's useBlocker). The app creates one navigation (App.tsx), so code
 * outside React (a session that ended) can navigate too; tests create one over a memory history.
 */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface NavigationUpdate {
  action: NavigationType;
  location: Location;
}

/** What the data router's useBlocker answered: a move the guard stopped, to let go on or to cancel. */
export type LeaveBlocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

const unblocked: LeaveBlocker = { state: 'unblocked' };

interface LeaveGuard {
  shouldBlock: BlockerFunction;
  show: (blocker: LeaveBlocker) => void;
}

export interface AppNavigation {
  history: History;
  /** The navigator the router's links and useNavigate use: pushes and replaces pass the leave guards first. */
  navigator: Navigator;
  /** The location last let through (the one shown, or being shown). */
  readonly location: Location;
  listen: (listener: (update: NavigationUpdate) => void) => () => void;
  addLeaveGuard: (guard: LeaveGuard) => () => void;
}

export function createAppNavigation(history: History): AppNavigation {
  const listeners = new Set<(update: NavigationUpdate) => void>();
  const guards = new Set<LeaveGuard>();
  let location = history.location;
  // A back or forward move a guard stopped is undone with history.go; that undoing move is not a navigation.
  let undoingPop = false;
  // A stopped move the user let go on: the guards are not asked again.
  let proceeding = false;

  const guardFor = (nextLocation: Location, historyAction: NavigationType) =>
    proceeding
      ? undefined
      : [...guards].find((guard) => guard.shouldBlock({ currentLocation: location, nextLocation, historyAction }));

  const stop = (guard: LeaveGuard, next: Location, retry: () => void) =>
    guard.show({
      state: 'blocked',
      location: next,
      proceed: () => {
        guard.show(unblocked);
        retry();
      },
      reset: () => guard.show(unblocked),
    });

  history.listen(({ action, location: next, delta }) => {
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    if (action === NavigationType.Pop && delta) {
      const guard = guardFor(next, action);
      if (guard) {
        undoingPop = true;
        history.go(-delta);
        stop(guard, next, () => {
          proceeding = true;
          history.go(delta);
        });
        return;
      }
    }
    proceeding = false;
    location = next;
    for (const listener of listeners) listener({ action, location: next });
  });

  const guarded = (action: NavigationType, to: To, state: unknown, go: () => void) => {
    const next: Location = { pathname: '/', search: '', hash: '', ...parsePathOf(to), state, key: 'next' };
    const guard = guardFor(next, action);
    if (!guard) return go();
    stop(guard, next, () => {
      proceeding = true;
      try {
        go();
      } finally {
        proceeding = false;
      }
    });
  };

  return {
    history,
    navigator: {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => guarded(NavigationType.Push, to, state, () => history.push(to, state)),
      replace: (to, state) => guarded(NavigationType.Replace, to, state, () => history.replace(to, state)),
    },
    get location() {
      return location;
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    addLeaveGuard: (guard) => {
      guards.add(guard);
      return () => {
        guards.delete(guard);
      };
    },
  };
}

const parsePathOf = (to: To) => (typeof to === 'string' ? parsePath(to) : to);

export const createBrowserNavigation = () => createAppNavigation(UNSAFE_createBrowserHistory({ v5Compat: true }));

/** The tests' navigation: the app's guards and router over an in-memory history starting at `path`. */
export const createMemoryNavigation = (path: string) =>
  createAppNavigation(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));

const AppNavigationContext = createContext<AppNavigation | null>(null);

/**
 * The app's router. Every move is a transition (as `<BrowserRouter>` makes it in React Router 8): the page before
 * stays on screen while the next page's code loads.
 */
export function AppRouter({ navigation, children }: { navigation: AppNavigation; children: ReactNode }) {
  const [shown, setShown] = useState<NavigationUpdate>(() => ({
    action: navigation.history.action,
    location: navigation.location,
  }));
  useLayoutEffect(() => {
    const unlisten = navigation.listen((update) => startTransition(() => setShown(update)));
    // A move between the first render and this effect is not missed.
    setShown((current) =>
      current.location === navigation.location
        ? current
        : { action: navigation.history.action, location: navigation.location },
    );
    return unlisten;
  }, [navigation]);
  return (
    <AppNavigationContext.Provider value={navigation}>
      <Router location={shown.location} navigationType={shown.action} navigator={navigation.navigator}>
        {children}
      </Router>
    </AppNavigationContext.Provider>
  );
}

/**
 * The data router's useBlocker in declarative mode: while `shouldBlock` answers true, a move inside the app (a link,
 * useNavigate, back or forward) waits as a `blocked` blocker until `proceed` or `reset`. Outside AppRouter nothing is
 * blocked.
 */
export function useLeaveBlocker(shouldBlock: BlockerFunction): LeaveBlocker {
  const navigation = useContext(AppNavigationContext);
  const [blocker, setBlocker] = useState<LeaveBlocker>(unblocked);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () => navigation?.addLeaveGuard({ shouldBlock: (args) => latest.current(args), show: setBlocker }),
    [navigation],
  );
  return blocker;
}
