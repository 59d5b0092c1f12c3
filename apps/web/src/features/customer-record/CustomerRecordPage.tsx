import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { PageLoader } from '../../ui/PageLoader';
import { customerRecordQuery } from './api';
import { preloadRecordParts } from './recordParts';
import { RecordLoadError } from './RecordLoadError';

/** The record's body (banner, notices, actions): its code loads apart, with the record (issue #30). */
const loadRecordBody = () => import('./CustomerRecord');
const CustomerRecord = lazy(async () => ({ default: (await loadRecordBody()).CustomerRecord }));

/** /workflows/customer-information/{id}: the customer record (spec 2.5, 2.6). */
export function CustomerRecordPage() {
  const terms = useTerminology();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: record, error } = useQuery({ ...customerRecordQuery(id), enabled: valid });
  // The record's code (body, panels, engagement control) and the record come together (issue #30): the page's loader
  // stays until both are in, and the panels, which fetch their data as they mount, do not wait for their code.
  if (valid) {
    void loadRecordBody().catch(() => undefined);
    preloadRecordParts();
  }

  if (!valid || error) return <RecordLoadError error={valid ? error : null} customerTerm={terms.customer} />;
  if (!record) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <CustomerRecord record={record} />
    </Suspense>
  );
}
