// The plain values of customer-record.ts (texts, limits, paths, routes), kept apart from its Zod schemas (customer-record.ts re-exports them) so a page that
// needs only these does not load Zod (#30).

/** Staff spec 2.5, 2.6, 5 and 8, word for word. `{customer}` is the singular customer term from settings. */
export const customerRecordMessages = {
  archived: 'Customer archived successfully!',
  unarchived: 'Customer unarchived successfully!',
  archiveFailed: 'Unable to archive customer!',
  unarchiveFailed: 'Unable to unarchived customer!',
  messageSent: 'Your message has been sent.',
  subjectRequired: 'Message subject is required.',
  bodyRequired: 'Message body is required.',
  caseManagersFailed: 'Unable to update case managers',
  noCaseManagers: 'No Case Managers Found.',
  caseManagerNotAllowed: "Each case manager must work at one of the customer's locations.",
  engagementSet: (active: boolean) => `Engagement status flag set to ${active ? 'Active' : 'Idle'}`,
  engagementFailed: 'Unable to change customer engagement status',
  engagementUnchanged: 'The engagement status did not change.',
  noteRequired: 'Note is required',
  flagRequired: 'Select a flag',
  flagAdded: 'Flag Added',
  flagRemoved: (name: string) => `You have successfully removed a flag from ${name}.`,
  flagNotAllowed: 'You may not set this flag.',
  enrollmentsFailed: 'Unable to fetch service log enrollments',
  noRecords: 'No records available',
  /** A write on an archived customer (409); Unarchive is the way back. */
  archivedReadOnly: 'This customer is archived. Unarchive the record before changing it.',
  /** An archived customer's own write in the participant portal (409). */
  archivedReadOnlyForCustomer: 'Your record is archived, so it cannot be changed. Please contact your case manager.',
  /** The record screen's note on a deleted customer. */
  deletedReadOnly: 'This customer was deleted. The record is read-only.',
  /** The record screen's note on an archived customer. */
  archivedNotice: 'This customer is archived. The record is read-only until it is unarchived.',
  /** The record screen's note when the caller reaches the customer only through an open referral (issue #23). */
  referralReadNotice:
    'This customer was referred to your location. You can read the record while the referral is open.',
} as const;

/** Restriction option values only some roles may pick (spec 6): 3 for admins and agency admins, 4 for admins. */
export const restrictionAdminOnly = { adminOrAgencyAdmin: 3, adminOnly: 4 } as const;

/** How many sources the banner lists before '+ N more'; how many accesses the list shows. */
export const customerRecordLimits = {
  bannerSources: 2,
  accessList: 50,
  caseManagerPage: 10,
  narrative: 2000,
  subject: 255,
  body: 10_000,
  search: 100,
} as const;

export const customerRecordPaths = {
  record: '/internal-api/customers/record/:id',
  accesses: '/internal-api/customers/record/:id/accesses',
  remove: '/internal-api/customers/record/:id',
  archive: '/internal-api/customers/archive/:id',
  track: '/internal-api/customers/track/:customerId',
  engagement: '/internal-api/customers/:id/engagement-status-flag',
  restrictions: '/internal-api/customers/:id/restrictions',
  /** DELETE one flag (admins, issue #23): `flagId` is the restriction's `id`. */
  restriction: '/internal-api/customers/:id/restrictions/:flagId',
  restrictionOptions: '/internal-api/restrictions-options',
} as const;

/** Fills `:name` placeholders of a path. */
export function customerRecordPath(path: string, params: Record<string, number>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));
}

/** The web routes the banner links to (spec 2.1). */
export const customerSnapshotRoute = (id: number) => `/customers/record/snapshot/${id}`;

export const caseManagerPaths = {
  options: '/internal-api/case-manager-options',
  assign: '/internal-api/customers/case-managers',
} as const;

/** Spec 8: Case Manager Added, Removed or Updated, plural when several changed. */
export function caseManagerToastTitle({ added, removed }: { added: number; removed: number }): string | null {
  if (added === 0 && removed === 0) return null;
  const word = added + removed > 1 ? 'Case Managers' : 'Case Manager';
  if (added > 0 && removed > 0) return `${word} Updated`;
  return `${word} ${added > 0 ? 'Added' : 'Removed'}`;
}

export const messagePaths = { send: '/internal-api/message-center/customer/:customerId/:userId' } as const;
