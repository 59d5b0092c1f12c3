import type { ServiceDirectoryResource } from '@portal/contracts';
import { lazy } from 'react';
import { LaterDialog } from '../../ui/LaterDialog';

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

/** A customer asks their case managers for a referral (AskReferralDialog). */
export function AskReferralDialog(props: DialogProps) {
  return (
    <LaterDialog open={props.resource !== null} load={loadAsk}>
      <AskModal {...props} />
    </LaterDialog>
  );
}

/** A staff member refers a customer (ReferCustomerDialog). */
export function ReferCustomerDialog(props: DialogProps) {
  return (
    <LaterDialog open={props.resource !== null} load={loadRefer}>
      <ReferModal {...props} />
    </LaterDialog>
  );
}
