import { Alert } from '@mantine/core';
import { toastCatalogue } from '@portal/contracts';
import { isApiError } from '../../platform/api';

/** Why a page about one customer cannot show it: no such record, out of the user's scope, or a failure. */
export function RecordLoadError({ error, customerTerm }: { error: unknown; customerTerm: string }) {
  const term = customerTerm.toLowerCase();
  const text = isApiError(error, 403)
    ? `You may not open this ${term} record.`
    : error === null || isApiError(error, 404)
      ? `This ${term} record was not found.`
      : toastCatalogue.unexpected;
  return (
    <Alert color="red" role="alert">
      {text}
    </Alert>
  );
}
