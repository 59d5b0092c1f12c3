import { z } from 'zod';
import { contactKinds, groupLimits, groupMessages } from './service-log-groups-constants.ts';

export { contactKinds, groupLimits, groupMessages, groupPaths, groupRoutes } from './service-log-groups-constants.ts';

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
