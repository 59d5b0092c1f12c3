import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { PageLoader } from '../../ui/PageLoader';
import { customerRecordQuery } from '../customer-record/api';
import { RecordLoadError } from '../customer-record/RecordLoadError';

/**
 * The page's sections (records table, filters, indicator and wage forms, dialogs) are fetched as the page starts
 * reading the customer, and the page's loader stays until they are in, as it does until the customer is read (#30).
 */
const loadSections = () => import('./PerformanceSections');
const PerformanceSections = lazy(async () => ({ default: (await loadSections()).PerformanceSections }));

/** /performance-tracker/{customerId}: "{Customer}'s Performance Metrics" (staff spec 2.8). */
export function PerformancePage() {
  const terms = useTerminology();
  const customerId = Number(useParams().customerId);
  const valid = Number.isInteger(customerId) && customerId > 0;
  const record = useQuery({ ...customerRecordQuery(customerId), enabled: valid });
  useEffect(() => void loadSections().catch(() => undefined), []);
  if (!valid || record.error)
    return <RecordLoadError error={valid ? record.error : null} customerTerm={terms.customer} />;
  if (!record.data) return <PageLoader />;
  const readOnly = record.data.deleted || !record.data.status;
  return (
    <Suspense fallback={<PageLoader />}>
      <PerformanceSections customerId={customerId} customerName={record.data.full_name} readOnly={readOnly} />
    </Suspense>
  );
}
