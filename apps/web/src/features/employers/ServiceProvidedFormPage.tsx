import { lazy, Suspense } from 'react';
import { PageLoader } from '../../ui/PageLoader';
import { useEmployerParams } from './parts';

/** The form's code (fields, choices, form state): fetched as the page starts, behind the page's loader (issue #30). */
const ServiceProvidedForm = lazy(async () => ({
  default: (await import('./ServiceProvidedForm')).ServiceProvidedForm,
}));

/** .../service-providers/create: Log Service Provided (location, service type, service, notes, start date). */
export function ServiceProvidedFormPage() {
  const { id } = useEmployerParams();
  return (
    <Suspense fallback={<PageLoader />}>
      <ServiceProvidedForm id={id} />
    </Suspense>
  );
}
