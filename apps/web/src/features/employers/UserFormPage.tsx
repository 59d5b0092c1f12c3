import { employerMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { userQuery } from './api';
import { useEmployerParams } from './parts';

/** The form's code (fields, form state): fetched as the page starts, behind the page's loader (issue #30). */
const loadUserForm = () => import('./UserForm');
const UserForm = lazy(async () => ({ default: (await loadUserForm()).UserForm }));

/** .../users/create and .../users/{userId}/edit: a contact person at the location. */
export function UserFormPage() {
  const { id, locationId, userId } = useEmployerParams();
  void loadUserForm().catch(() => undefined);
  const editing = Number.isFinite(userId);
  const existing = useQuery({ ...userQuery(id, locationId, userId), enabled: editing });
  if (!editing) return <Form id={id} locationId={locationId} user={null} />;
  if (existing.isError)
    return (
      <LoadError
        message={employerMessages.usersFetchFailed}
        onRetry={existing.refetch}
        retrying={existing.isFetching}
      />
    );
  if (!existing.data) return <PageLoader />;
  return <Form id={id} locationId={locationId} user={existing.data} />;
}

function Form(props: ComponentProps<typeof UserForm>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <UserForm {...props} />
    </Suspense>
  );
}
