import { employerMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { employerQuery } from './api';
import { useEmployerParams } from './parts';

/** The form's code (fields, form state): fetched as the page starts, behind the page's loader (issue #30). */
const loadEmployerForm = () => import('./EmployerForm');
const EmployerForm = lazy(async () => ({ default: (await loadEmployerForm()).EmployerForm }));

/** /employer-records/create and /employer-records/{id}/edit (staff spec 2.14, 4, 5). */
export function EmployerFormPage() {
  const { id } = useEmployerParams();
  void loadEmployerForm().catch(() => undefined);
  const editing = Number.isFinite(id);
  const existing = useQuery({ ...employerQuery(id), enabled: editing });
  if (!editing) return <Form employer={null} />;
  if (existing.isError)
    return (
      <LoadError message={employerMessages.fetchFailed} onRetry={existing.refetch} retrying={existing.isFetching} />
    );
  if (!existing.data) return <PageLoader />;
  return <Form employer={existing.data} />;
}

function Form(props: ComponentProps<typeof EmployerForm>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <EmployerForm {...props} />
    </Suspense>
  );
}
