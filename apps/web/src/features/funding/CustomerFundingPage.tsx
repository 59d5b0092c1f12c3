import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { PageLoader } from '../../ui/PageLoader';
import { customerRecordQuery } from '../customer-record/api';
import { RecordLoadError } from '../customer-record/RecordLoadError';
import { loadPanels } from './panels';

/**
 * The page's body (cards, filters, list) and its detail panels are fetched as the page starts reading the customer,
 * and the page's loader stays until they are in, as it does until the customer is read (#30).
 */
const loadBody = () => import('./CustomerFunding');
const CustomerFunding = lazy(async () => ({ default: (await loadBody()).CustomerFunding }));

/** /transactions/{customerId}[?status=mode]: a customer's obligations and expenses (forms spec 2, 4, 5). */
export function CustomerFundingPage() {
  const terms = useTerminology();
  const customerId = Number(useParams().customerId);
  const valid = Number.isInteger(customerId) && customerId > 0;
  const customer = useQuery({ ...customerRecordQuery(customerId), enabled: valid });
  useEffect(() => {
    void loadBody().catch(() => undefined);
    void loadPanels().catch(() => undefined);
  }, []);
  if (!valid || customer.error)
    return <RecordLoadError error={valid ? customer.error : null} customerTerm={terms.customer} />;
  if (!customer.data) return <PageLoader />;
  // Archived or deleted: read-only, so no new obligation (the server refuses writes anyway).
  const readOnly = customer.data.deleted || !customer.data.status;
  return (
    <Suspense fallback={<PageLoader />}>
      <CustomerFunding customerId={customerId} customerName={customer.data.full_name} readOnly={readOnly} />
    </Suspense>
  );
}
