import { Alert } from '@mantine/core';
import { customerMergeMessages } from '@portal/contracts';
import { useSearchParams } from 'react-router';

/** On /customers?error=merge (where a failed merge poll lands): the staff spec's merge failure message. */
export function MergeFailedNotice() {
  const [params] = useSearchParams();
  if (params.get('error') !== 'merge') return null;
  return (
    <Alert color="red" role="alert">
      {customerMergeMessages.failed}
    </Alert>
  );
}
