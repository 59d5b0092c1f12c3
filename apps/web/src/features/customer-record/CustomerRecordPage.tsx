import { Alert, Group, Stack } from '@mantine/core';
import { toastCatalogue } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { useCurrentUser } from '../../platform/auth';
import { useTerminology } from '../../platform/settings';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { AccessList } from './AccessList';
import { customerRecordQuery } from './api';
import { CaseManagersPanel } from './CaseManagersPanel';
import { CustomerBanner } from './CustomerBanner';
import { RecordActions } from './RecordActions';
import { RestrictionsPanel } from './RestrictionsPanel';
import { SendMessageButton } from './SendMessageDialog';
import { StatusMessagePanel } from './StatusMessagePanel';

/** /workflows/customer-information/{id}: the customer record (spec 2.5, 2.6). */
export function CustomerRecordPage() {
  const terms = useTerminology();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: user } = useCurrentUser();
  const { data: record, error } = useQuery({ ...customerRecordQuery(id), enabled: valid });

  if (!valid || (error && isApiError(error, 404))) {
    return <Alert color="red" role="alert">{`This ${terms.customer.toLowerCase()} record was not found.`}</Alert>;
  }
  if (error && isApiError(error, 403)) {
    return <Alert color="red" role="alert">{`You may not open this ${terms.customer.toLowerCase()} record.`}</Alert>;
  }
  if (error)
    return (
      <Alert color="red" role="alert">
        {toastCatalogue.unexpected}
      </Alert>
    );
  if (!record) return <PageLoader />;

  const [firstFlag] = record.restrictions;
  return (
    <Stack gap="lg">
      <PageTitle title={`${record.full_name} | ${terms.customer} record`} />
      <CustomerBanner record={record} />
      {firstFlag && <StatusMessagePanel restriction={firstFlag} />}
      <Group gap="sm" align="flex-end">
        <RecordActions record={record} customerTerm={terms.customer} />
        {user && <SendMessageButton customerId={record.id} userId={user.userId} />}
      </Group>
      {user && <RestrictionsPanel record={record} staffUserId={user.userId} />}
      <CaseManagersPanel record={record} />
      <AccessList id={record.id} />
    </Stack>
  );
}
