import { enrollmentStatusNames, todayIso, type ServiceLogFunding } from '@portal/contracts';
import { emptyFunding } from './TransactionBlock';

const tomorrow = () => {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return todayIso(date);
};

/** The service log form's values (staff spec 3), the TRANSACTION block's funding request included. */
// A type (not an interface) so it is a Record<string, unknown>, as platform/forms' submitChecked takes.
export type LogServiceValues = {
  created_for: 'customer' | 'group';
  customer_created_for: number | null;
  group_created_for: number | null;
  created_at: number | null;
  created_by: number | null;
  contactTypeValue: number | null;
  title: string;
  created_on: string;
  service_length: 'Single-day' | 'Multi-day';
  start_at: string;
  end_at: string;
  minutes_in_day: number | string;
  serviceTypeValue: number | null;
  serviceNameValue: number[];
  programValue: number[];
  statusValue: string;
  isCommonExit: boolean;
  note: string;
  confirm_enrollment: boolean;
  fundingAssociated: boolean;
  fundingLog: ServiceLogFunding;
};

export const asOptions = (rows: { id: number; name: string }[]) =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

/** Spec 4: created and start dates today, the end date one day after, status reportable. */
export function initialLogValues(
  customerId: number | null,
  locationId: number | null,
  userId: number,
): LogServiceValues {
  return {
    created_for: 'customer',
    customer_created_for: customerId,
    group_created_for: null,
    created_at: locationId,
    created_by: userId,
    contactTypeValue: null,
    title: '',
    created_on: todayIso(),
    service_length: 'Multi-day',
    start_at: todayIso(),
    end_at: tomorrow(),
    minutes_in_day: '',
    serviceTypeValue: null,
    serviceNameValue: [],
    programValue: [],
    statusValue: enrollmentStatusNames.reportable,
    isCommonExit: false,
    note: '',
    confirm_enrollment: false,
    fundingAssociated: false,
    fundingLog: emptyFunding(),
  };
}
