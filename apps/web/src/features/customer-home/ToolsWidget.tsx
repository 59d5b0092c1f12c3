import { useQuery } from '@tanstack/react-query';
import { WidgetCard } from '../dashboard/widgets/WidgetCard';
import { toolsWidgetQuery } from './widgetQueries';
import { useModule } from '../../platform/useModule';
import { useT } from '../../platform/i18n';

// The figures and the featured tools' carousel are fetched as the widget mounts, alongside its data.
const loadBody = () => import('./ToolsWidgetBody');

/** Participant spec "Tools": tools engaged with (last month), tools updated percent, a carousel of featured tools. */
export function ToolsWidget() {
  const { t } = useT('customer-home');
  const { data, isPending, isError, refetch } = useQuery(toolsWidgetQuery);
  const body = useModule(loadBody);
  return (
    <WidgetCard
      title={t('tools')}
      loading={isPending || (!isError && !body)}
      retryFailedLoad={isError ? refetch : undefined}
    >
      {data && body && <body.ToolsWidgetBody data={data} />}
    </WidgetCard>
  );
}
