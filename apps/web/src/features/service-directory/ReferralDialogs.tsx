import type { ServiceDirectoryResource } from '@portal/contracts';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { OptionalPart } from '../../ui/OptionalPart';

// A result's referral dialog (Mantine's Modal, the referral schemas and, for staff, the selects) is not part of the
// finder's first paint (issue #30): its code is fetched once the page has painted, so the dialog still opens at once.
const loadAsk = () => import('./AskReferralDialog');
const loadRefer = () => import('./ReferCustomerDialog');
const AskModal = lazy(async () => ({ default: (await loadAsk()).AskReferralDialog }));
const ReferModal = lazy(async () => ({ default: (await loadRefer()).ReferCustomerDialog }));

interface DialogProps {
  resource: ServiceDirectoryResource | null;
  onClose: () => void;
}

/** Fetches the dialog's code after the paint and mounts it once first opened (it then stays, closing with its transition). */
function Later({ opened, load, children }: { opened: boolean; load: () => Promise<unknown>; children: ReactNode }) {
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <OptionalPart fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </OptionalPart>
  );
}

/** A customer asks their case managers for a referral (AskReferralDialog). */
export function AskReferralDialog(props: DialogProps) {
  return (
    <Later opened={props.resource !== null} load={loadAsk}>
      <AskModal {...props} />
    </Later>
  );
}

/** A staff member refers a customer (ReferCustomerDialog). */
export function ReferCustomerDialog(props: DialogProps) {
  return (
    <Later opened={props.resource !== null} load={loadRefer}>
      <ReferModal {...props} />
    </Later>
  );
}
