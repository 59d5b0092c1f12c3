import { customerRecordMessages } from '@portal/contracts';

/** Spec 9: phones show as (###) ###-####; anything that is not ten digits (or 1 + ten) shows as stored. */
export function formatPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return phone;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
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
