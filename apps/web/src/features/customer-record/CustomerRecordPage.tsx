import { Alert, Button, Group, Stack } from '@mantine/core';
import { formRoutes, fundingPageRoute, performancePageRoute } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../platform/auth';
import { useSettings, useTerminology } from '../../platform/settings';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { customerRecordQuery } from './api';
import { CustomerBanner } from './CustomerBanner';
import { EditCustomerButton } from '../customer-profile/EditCustomerButton';
import { isReadOnly, readOnlyNotice } from './format';
import { preloadRecordActions, RecordActions } from './RecordActions';
import { RecordLoadError } from './RecordLoadError';
import { SendMessageButton } from './SendMessageDialog';
import { StatusMessagePanel } from './StatusMessagePanel';
import { DuplicateNotice } from '../customer-merge/DuplicateNotice';
import { MergeWithButton } from '../customer-merge/MergeWithButton';
import { TransferButton } from '../customer-merge/TransferButton';

/** The panels' code (RecordPanels.tsx): the page starts fetching it as it starts fetching the record. */
const loadPanels = () => import('./RecordPanels');
const RecordPanels = lazy(async () => ({ default: (await loadPanels()).RecordPanels }));

/** /workflows/customer-information/{id}: the customer record (spec 2.5, 2.6). */
export function CustomerRecordPage() {
  const terms = useTerminology();
  const fundingOn = useSettings().feature_flags.funding === true;
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: user } = useCurrentUser();
  const { data: record, error } = useQuery({ ...customerRecordQuery(id), enabled: valid });
  // The panels' code and the record come together (issue #30): the panels, which fetch their data as they mount, do
  // not wait for their code once the record is there.
  if (valid) {
    void loadPanels();
    preloadRecordActions();
  }

  if (!valid || error) return <RecordLoadError error={valid ? error : null} customerTerm={terms.customer} />;
  if (!record) return <PageLoader />;

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
