import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { handleApiError } from '../../platform/errors';
import { useTerminology } from '../../platform/settings';
import { showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { customerRecordQuery, useDeleteCustomer } from './api';
import { RecordLoadError } from './RecordLoadError';

/** /customers/delete/{id} (spec 2.1): asks once more, deletes, and returns to the search; Cancel goes back to the record. */
export function DeleteCustomerPage() {
  const terms = useTerminology();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: record, error } = useQuery({ ...customerRecordQuery(id), enabled: valid });
  const remove = useDeleteCustomer(id);

  if (!valid || error) return <RecordLoadError error={valid ? error : null} customerTerm={terms.customer} />;
  if (!record) return <PageLoader />;
  if (!record.can_delete) {
    return <Alert color="red" role="alert">{`You may not delete this ${terms.customer.toLowerCase()} record.`}</Alert>;
  }

  const backToRecord = () => void navigate(`/workflows/customer-information/${id}`);
  return (
    <>
      <PageTitle title={`Delete ${record.full_name}`} />
      <ConfirmDialog
        opened={!remove.isPending}
        title={`Delete ${terms.customer}`}
        message={`Delete ${record.full_name}? The ${terms.customer.toLowerCase()} will only show in searches that include deleted records.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={backToRecord}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showSuccessToast(`${record.full_name} was deleted.`);
              void navigate('/customers');
            },
            onError: (failure) => {
              handleApiError(failure);
              backToRecord();
            },
          })
        }
      />
      {remove.isPending && <PageLoader />}
    </>
  );
}
