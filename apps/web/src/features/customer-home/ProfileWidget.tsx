import { useQuery } from '@tanstack/react-query';
import { WidgetCard } from '../dashboard/widgets/WidgetCard';
import { profileWidgetQuery } from './widgetQueries';
import { useModule } from '../../platform/useModule';
import { useT } from '../../platform/i18n';

// The avatar, its upload and the completion bar are fetched as the widget mounts, alongside its data.
const loadBody = () => import('./ProfileWidgetBody');

/** Participant spec "Profile": impact questions answered, last updated, avatar or initials, name, location, completion. */
export function ProfileWidget() {
  const { t } = useT('customer-home');
  const { data, isPending, isError, refetch } = useQuery(profileWidgetQuery);
  const body = useModule(loadBody);
  return (
    <WidgetCard
      title={t('profile')}
      loading={isPending || (!isError && !body)}
      retryFailedLoad={isError ? refetch : undefined}
    >
      {data && body && <body.ProfileWidgetBody data={data} />}
    </WidgetCard>
  );
}
