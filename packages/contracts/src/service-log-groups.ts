import { z } from 'zod';

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

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

export const groupCreateBodySchema = z.object({
  name: z
    .string({ error: groupMessages.nameRequired })
    .trim()
    .min(1, groupMessages.nameRequired)
    .max(groupLimits.name, `The name may not be greater than ${groupLimits.name} characters.`),
  location_id: id(groupMessages.locationRequired),
});
export type GroupCreateBody = z.output<typeof groupCreateBodySchema>;

export const groupIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const groupMemberParamsSchema = groupIdParamsSchema.extend({
  customerId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const groupMemberBodySchema = z.object({ customer_id: id('You must select a customer.') });

/** Spec 2.4: the contact person is one of the group's customers or a staff member; null clears it. */
export const contactKinds = ['customer', 'staff'] as const;
export type ContactKind = (typeof contactKinds)[number];
export const groupContactBodySchema = z
  .object({
    contact_type: z.enum(contactKinds, { error: groupMessages.contactRequired }).nullable(),
    contact_id: z.coerce.number().int().min(1).max(2_147_483_647).nullable().optional(),
  })
  .refine((body) => body.contact_type === null || !!body.contact_id, {
    path: ['contact_id'],
    message: groupMessages.contactRequired,
  });
export type GroupContactBody = z.output<typeof groupContactBodySchema>;

export const groupSearchQuerySchema = z.object({
  query: z
    .string()
    .max(groupLimits.query)
    .optional()
    .transform((value) => value?.trim() ?? ''),
});

export const contactSearchQuerySchema = z.object({
  type: z.enum(contactKinds),
  query: z
    .string()
    .max(groupLimits.query)
    .transform((value) => value.trim()),
});

export const groupSummarySchema = z.object({ id: z.number(), name: z.string() });
export type GroupSummary = z.infer<typeof groupSummarySchema>;
export const groupSearchResponseSchema = z.object({ data: z.array(groupSummarySchema) });

export const groupContactSchema = z.object({ type: z.enum(contactKinds), id: z.number(), name: z.string() });
export const serviceGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  location: z.object({ id: z.number(), name: z.string() }),
  contact: groupContactSchema.nullable(),
  members: z.array(z.object({ id: z.number(), full_name: z.string() })),
  created_at: z.string(),
});
export type Group = z.infer<typeof serviceGroupSchema>;
export const groupListResponseSchema = z.object({
  data: z.array(serviceGroupSchema.omit({ members: true }).extend({ member_total: z.number() })),
});
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;
export const contactSearchResponseSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
