// The plain values and helpers of service-log-groups.ts (paths, texts, limits, formatting), kept apart from its Zod schemas
// (service-log-groups.ts re-exports them) so a page that needs only these does not load Zod (#30).

/** Groups a service can be logged for, with their members and contact person (staff spec 2.4, 3, 7). */
export const groupPaths = {
  /** Spec 7: GET message-center/group/search?query -> groups (also the reminders' In Support Of group search). */
  search: '/internal-api/message-center/group/search',
  list: '/internal-api/service-log/groups',
  item: '/internal-api/service-log/groups/:id',
  members: '/internal-api/service-log/groups/:id/members',
  member: '/internal-api/service-log/groups/:id/members/:customerId',
  contact: '/internal-api/service-log/groups/:id/contact',
  contactSearch: '/internal-api/service-log/groups/:id/contact-search',
} as const;

export const groupRoutes = { list: '/service-tracker/groups' } as const;

export const groupMessages = {
  nameRequired: 'You must give the group a "Name".',
  locationRequired: 'You must select at least one "Location".',
  customerRequired: (term: string) => `You must select a "${term}"`,
  contactRequired: 'You must select a contact person.',
  memberNotAtLocation: (term: string) => `The ${term.toLowerCase()} is not at the group's location.`,
  contactNotAtLocation: "The contact person is not at the group's location.",
  noGroups: 'No groups found',
  noMembers: 'No members yet',
  created: 'Group created',
} as const;

export const groupLimits = { name: 120, searchResults: 10, query: 100, searchMinLength: 2 } as const;

/** Spec 2.4: the contact person is one of the group's customers or a staff member; null clears it. */
export const contactKinds = ['customer', 'staff'] as const;
