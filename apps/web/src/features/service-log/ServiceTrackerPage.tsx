import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useModule } from '../../platform/useModule';
import { LoadError } from '../../ui/LoadError';
import { formOptionsQuery } from './api';

// The filters' and timeline's code is fetched alongside the form options, which the page waits for behind its loader
// anyway, instead of with the page's first script (issue #30).
const loadTracker = () => import('./Tracker');

/** /service-tracker (optionally ?customer=id): filters, then a timeline that loads more on scroll (staff spec 2.12). */
export function ServiceTrackerPage() {
  const [params] = useSearchParams();
  const customerParam = Number(params.get('customer') ?? 0) || null;
  const options = useQuery(formOptionsQuery);
  const trackerModule = useModule(loadTracker);
  if (options.isError) return <LoadError what="the service tracker" onRetry={() => options.refetch()} />;
  if (!options.data || !trackerModule) return <Loader role="progressbar" aria-label="Loading" />;
  const { Tracker } = trackerModule;
  return (
    <Tracker
      key={customerParam ?? 0}
      customer={customerParam}
      currentUser={options.data.current_user_id}
      users={options.data.users}
    />
  );
}
