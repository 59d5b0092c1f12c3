import { useMediaQuery } from '@mantine/hooks';
import { customerHomeSlidesPerView } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { WidgetCard } from '../dashboard/widgets/WidgetCard';
import { EmptyState } from '../../ui/EmptyState';
import { resourcesWidgetQuery } from './widgetQueries';
import { useModule } from '../../platform/useModule';
import { useT } from '../../platform/i18n';

// The slides (below the fold) are fetched as the widget mounts, alongside its data.
const loadSlides = () => import('./ResourcesSlides');

/** Slides of 4 over 768 px, 2 over 576 px, else 1 (participant spec). */
function useSlidesPerView(): number {
  const over768 = useMediaQuery('(min-width: 769px)', true, { getInitialValueInEffect: false });
  const over576 = useMediaQuery('(min-width: 577px)', true, { getInitialValueInEffect: false });
  return customerHomeSlidesPerView(over768 ? 769 : over576 ? 577 : 576);
}

/** Participant spec "Resources carousel": the videos and articles an admin curates; content is sanitised server-side. */
export function ResourcesCarousel() {
  const { t } = useT('customer-home');
  const { data, isPending, isError, refetch } = useQuery(resourcesWidgetQuery);
  const perView = useSlidesPerView();
  const content = useModule(loadSlides);
  const slidesComing = !isError && data !== undefined && data.data.length > 0 && !content;
  return (
    <WidgetCard
      title={t('resources')}
      loading={isPending || slidesComing}
      retryFailedLoad={isError ? refetch : undefined}
    >
      {data &&
        (data.data.length === 0 ? (
          <EmptyState message={t('noResources')} />
        ) : (
          content && <content.ResourcesSlides items={data.data} perView={perView} />
        ))}
    </WidgetCard>
  );
}
