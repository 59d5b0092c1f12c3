// The plain values of referrals.ts (paths, routes, statuses, labels, limits, messages), kept apart from its Zod schemas
// (referrals.ts re-exports them) so a page that needs only these does not load Zod (#30).
import { customerIntakeMessages } from './customer-intake-constants.ts';
import { customerRecordMessages } from './customer-record-constants.ts';
import { requiredMessage } from './errors.ts';
import { referralListMessages } from './referrals-paths-constants.ts';

export {
  referralDefaults,
  referralListMessages,
  referralListUrl,
  referralPath,
  referralPaths,
  referralRoutes,
} from './referrals-paths-constants.ts';

/** The Referral Type select (the categories call), in the order shown; the first is the default (spec 4). */
export const referralCategories = ['incoming', 'outgoing', 'external'] as const;
export type ReferralCategory = (typeof referralCategories)[number];
export const referralCategoryLabels: Record<ReferralCategory, string> = {
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  external: 'Out-of-Network',
};

/** In-network statuses (the statuses call). */
export const networkReferralStatuses = ['new', 'accepted', 'in_progress', 'completed', 'rejected'] as const;
/** Out-of-network statuses (the types call): what was done with the directory service. */
export const externalReferralStatuses = ['info', 'inquiry', 'referral'] as const;
export const referralStatuses = [...networkReferralStatuses, ...externalReferralStatuses] as const;
export type NetworkReferralStatus = (typeof networkReferralStatuses)[number];
export type ExternalReferralStatus = (typeof externalReferralStatuses)[number];
export type ReferralStatus = (typeof referralStatuses)[number];
export type ReferralKind = 'network' | 'external';

export const referralStatusLabels: Record<ReferralStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  in_progress: 'In Progress',
  completed: 'Completed',
  rejected: 'Rejected',
  info: 'Info',
  inquiry: 'Inquiry',
  referral: 'Referral',
};

/** The statuses a referral of this kind may have (the server refuses the others). */
export function statusesOfKind(kind: ReferralKind): readonly ReferralStatus[] {
  return kind === 'external' ? externalReferralStatuses : networkReferralStatuses;
}

/**
 * An in-network referral still in these statuses is open: the receiving location's staff may read (never change) the
 * customer's record while it is (closed-loop referral, issue #23). Completed and Rejected close it.
 */
export const openReferralStatuses: readonly NetworkReferralStatus[] = ['new', 'accepted', 'in_progress'];

/** A status change the customer is told about by mail (and a web alert for the creator): decision 0023. */
export const customerNotifiedStatuses: readonly ReferralStatus[] = ['accepted', 'rejected', 'completed'];

export const referralMessages = {
  required: requiredMessage,
  /** Staff spec 6, word for word. */
  chooseLocation: customerIntakeMessages.chooseLocationRefer,
  statusRequired: 'Please select a status.',
  selectReferrals: 'Please select at least one referral.',
  /** Our words, in the spec's style. */
  updated: (count: number) => `${count} referral${count === 1 ? '' : 's'} updated.`,
  statusNotOfType: 'The selected status can not be used for these referrals.',
  externalNotChangeable: 'Out-of-network referrals can not change status here.',
  notReachable: 'One or more of the selected referrals is not available.',
  /** An archived customer's referral: the record's own read-only message (decision 0010). */
  customerReadOnly: customerRecordMessages.archivedReadOnly,
  locationNotReachable: 'You may only refer from one of your locations.',
  sameLocation: 'A customer can not be referred to the location they are referred from.',
  targetRequired: 'Choose a location or a service to refer to.',
  targetBoth: 'Choose either a location or a service, not both.',
  targetLocationMissing: 'The selected location does not exist.',
  serviceUnavailable: 'This service is no longer available.',
  alreadyRequested: 'You have already asked for a referral to this service.',
  created: 'Referral created successfully.',
  requested: 'Your referral request was sent.',
  unknownColumn: 'The selected order by is invalid.',
  ...referralListMessages,
  changeStatusTitle: 'Change Status for Referrals',
  /** Mail to the customer on a status change that matters to them. */
  mailSubject: 'Your referral was updated',
  mailBody: (name: string, target: string, status: string, note: string | null) =>
    [
      `Hello ${name},`,
      '',
      `Your referral to ${target} is now: ${status}.`,
      ...(note ? ['', `Note: ${note}`] : []),
      '',
      'Sign in to your portal to see your referrals.',
    ].join('\n'),
  alertSubject: 'Referral status changed',
  alertMessage: (customer: string, target: string, status: string) =>
    `${customer}'s referral to ${target} is now ${status}.`,
} as const;

/** The sortable columns (the server's columns with sortable true). */
export const referralSortColumns = [
  'first_name',
  'last_name',
  'from_location',
  'to_name',
  'status',
  'created_at',
] as const;
export type ReferralSortColumn = (typeof referralSortColumns)[number];
