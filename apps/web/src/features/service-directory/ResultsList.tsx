import { Pagination } from '@mantine/core';
import type { ServiceDirectoryResource } from '@portal/contracts';
import { useT } from '../../platform/i18n';
import { ResourceCard } from './ResourceCard';

/** A page of the finder's results, each resource's card, and the pages; fetched after the first paint (issue #30). */
export function ResultsList({
  resources,
  currentPage,
  lastPage,
  actionLabel,
  onAction,
  onPage,
}: {
  resources: ServiceDirectoryResource[];
  currentPage: number;
  lastPage: number;
  actionLabel: string;
  onAction: (resource: ServiceDirectoryResource) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useT('service-directory');
  return (
    <>
      {resources.map((resource) => (
        <ResourceCard
          key={`${resource.id}:${resource.service_at_location_id ?? ''}`}
          resource={resource}
          actionLabel={actionLabel}
          onAction={() => onAction(resource)}
        />
      ))}
      {lastPage > 1 && (
        <Pagination
          total={lastPage}
          value={currentPage}
          onChange={onPage}
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pageItem', { page: item }) })}
        />
      )}
    </>
  );
}
