import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AppRouter, type AppNavigation } from '../platform/navigation';
import { PageLoader } from '../ui/PageLoader';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

interface AppTreeProps {
  queryClient: QueryClient;
  navigation: AppNavigation;
  routes: RouteObject[];
}

/** The whole app below the root: the browser's (App.tsx) and the build's first paints (first-paint/) alike. */
export function AppTree({ queryClient, navigation, routes }: AppTreeProps) {
  return (
    <AppProviders queryClient={queryClient}>
      {/* A page whose texts are still on their way (platform/i18n) shows the loader, never its keys. Navigations are
          transitions: the page before stays until the next one is ready. */}
      <Suspense fallback={<PageLoader />}>
        <AppRouter navigation={navigation}>
          <AppRoutes routes={routes} />
        </AppRouter>
      </Suspense>
    </AppProviders>
  );
}
