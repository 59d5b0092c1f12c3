import { employerMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { locationQuery } from './api';
import { useEmployerParams } from './parts';

/** The form's code (fields, form state): fetched as the page starts, behind the page's loader (issue #30). */
const loadLocationForm = () => import('./LocationForm');
const LocationForm = lazy(async () => ({ default: (await loadLocationForm()).LocationForm }));

/** .../locations/create and .../locations/{locationId}/edit; the country is fixed to US. */
export function LocationFormPage() {
  const { id, locationId } = useEmployerParams();
  void loadLocationForm().catch(() => undefined);
  const editing = Number.isFinite(locationId);
  const existing = useQuery({ ...locationQuery(id, locationId), enabled: editing });
  if (!editing) return <Form id={id} location={null} />;
  if (existing.isError)
    return (
      <LoadError
        message={employerMessages.locationsFetchFailed}
        onRetry={existing.refetch}
        retrying={existing.isFetching}
      />
    );
  if (!existing.data) return <PageLoader />;
  return <Form id={id} location={existing.data} />;
}

function Form(props: ComponentProps<typeof LocationForm>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <LocationForm {...props} />
    </Suspense>
  );
}
