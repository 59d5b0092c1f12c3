import { customerRecordMessages, formatPhoneDisplay } from '@portal/contracts';

/** Spec 9's (###) ###-#### (formatPhoneDisplay, the one phone formatter); a missing phone stays missing. */
export function formatPhone(phone: string | null): string | null {
  return phone ? formatPhoneDisplay(phone) : null;
}

/** The avatar's fallback: first letters of the first and last name. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });
}

/**
 * Deleted or archived: the server refuses every write on the customer (decision 0010), so the record offers none;
 * only Unarchive and Delete stay. Read through an open referral (issue #23): no writes at all.
 */
export const isReadOnly = (record: { deleted: boolean; status: boolean; read_via_referral?: boolean }) =>
  record.deleted || !record.status || record.read_via_referral === true;

/** The read-only note of the record screen, or null when the record may be changed. */
export function readOnlyNotice(record: { deleted: boolean; status: boolean; read_via_referral: boolean }) {
  if (record.deleted) return customerRecordMessages.deletedReadOnly;
  if (!record.status) return customerRecordMessages.archivedNotice;
  return record.read_via_referral ? customerRecordMessages.referralReadNotice : null;
}
