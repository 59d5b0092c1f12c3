import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { customerRecordQuery } from '../customer-record/api';
import { RecordLoadError } from '../customer-record/RecordLoadError';
import { customerProfileQuery } from './api';

/** The edit form's code (issue #30): the page fetches it as it starts reading the record. */
const loadEditCustomer = () => import('./EditCustomer');
const EditCustomer = lazy(async () => ({ default: (await loadEditCustomer()).EditCustomer }));

/** /workflows/customer-information/{id}/edit: correct the customer's name, contact details and demographics. */
export function EditCustomerPage() {
  const terms = useTerminology();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const record = useQuery({ ...customerRecordQuery(id), enabled: valid });
  const profile = useQuery({ ...customerProfileQuery(id), enabled: valid && record.data !== undefined });
  // The form's code comes while the record and profile do (issue #30); the loader stays until all are in.
  if (valid) void loadEditCustomer().catch(() => undefined);

  if (!valid || record.error)
    return <RecordLoadError error={valid ? record.error : null} customerTerm={terms.customer} />;
  if (profile.isError) {
    return (
      <LoadError
        what={`this ${terms.customer.toLowerCase()}'s details`}
        onRetry={profile.refetch}
        retrying={profile.isFetching}
      />
    );
  }
  if (!record.data || !profile.data) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <EditCustomer record={record.data} profile={profile.data} customerTerm={terms.customer} />
    </Suspense>
  );
}
