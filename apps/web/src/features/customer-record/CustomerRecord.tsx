import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  formRoutes,
  fundingPageRoute,
  performancePageRoute,
  type CustomerRecord as RecordData,
} from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/auth';
import { useSettings, useTerminology } from '../../platform/settings';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { CustomerBanner } from './CustomerBanner';
import { EditCustomerButton } from '../customer-profile/EditCustomerButton';
import { isReadOnly, readOnlyNotice } from './format';
import { RecordActions } from './RecordActions';
import { loadRecordPanels } from './recordParts';
import { SendMessageButton } from './SendMessageDialog';
import { StatusMessagePanel } from './StatusMessagePanel';
import { DuplicateNotice } from '../customer-merge/DuplicateNotice';
import { MergeWithButton } from '../customer-merge/MergeWithButton';
import { TransferButton } from '../customer-merge/TransferButton';

const RecordPanels = lazy(async () => ({ default: (await loadRecordPanels()).RecordPanels }));

/**
 * The customer record once read (spec 2.5, 2.6): banner, notices, actions and panels. Loaded apart from the page
 * (issue #30), which fetches it as it starts fetching the record and shows its loader until both are in.
 */
export function CustomerRecord({ record }: { record: RecordData }) {
  const terms = useTerminology();
  const fundingOn = useSettings().feature_flags.funding === true;
  const { data: user } = useCurrentUser();
  const [firstFlag] = record.restrictions;
  const readOnly = isReadOnly(record);
  return (
    <Stack gap="lg">
      <PageTitle title={`${record.full_name} | ${terms.customer} record`} />
      <CustomerBanner record={record} />
      {readOnly && (
        <Alert color={record.deleted ? 'red' : 'gray'} title="Read-only">
          {readOnlyNotice(record)}
        </Alert>
      )}
      {firstFlag && <StatusMessagePanel restriction={firstFlag} />}
      <DuplicateNotice customerId={record.id} />
      <Group gap="sm" align="flex-end">
        <RecordActions record={record} />
        <EditCustomerButton record={record} customerTerm={terms.customer} />
        <TransferButton customerId={record.id} hidden={readOnly || record.read_via_referral} />
        <MergeWithButton customerId={record.id} hidden={readOnly || record.read_via_referral} />
        <Button component={Link} to={formRoutes.staffList(record.id)} variant="default">
          Forms
        </Button>
        <Button component={Link} to={performancePageRoute(record.id)} variant="default">
          Performance Metrics
        </Button>
        {fundingOn && (
          <Button component={Link} to={fundingPageRoute(record.id)} variant="default">
            Transactions
          </Button>
        )}
        {user && !readOnly && <SendMessageButton customerId={record.id} userId={user.userId} />}
      </Group>
      <Suspense fallback={<PageLoader compact />}>
        <RecordPanels record={record} readOnly={readOnly} staffUserId={user?.userId} />
      </Suspense>
    </Stack>
  );
}
