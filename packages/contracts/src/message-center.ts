import { z } from 'zod';
import { deliveryStatuses, deliveryTransports, messageCenterLimits } from './message-center-constants.ts';

/** The message center: the messages staff sent a customer, with the state of their email (its plain values apart). */
export * from './message-center-constants.ts';

export const customerMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  perPage: z.coerce.number().int().min(1).max(messageCenterLimits.maxPerPage).catch(messageCenterLimits.perPage),
});
export type CustomerMessagesQuery = z.input<typeof customerMessagesQuerySchema>;

export const messageDeliverySchema = z.object({
  status: z.enum(deliveryStatuses),
  /** 'local': rendered by the embedded mailer (no SMTP server configured), not sent anywhere. */
  transport: z.enum(deliveryTransports).nullable(),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type MessageDelivery = z.infer<typeof messageDeliverySchema>;

export const customerMessageSchema = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  sender_name: z.string(),
  created_at: z.string(),
  delivery: messageDeliverySchema,
});
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

export const customerMessagesResponseSchema = z.object({
  data: z.array(customerMessageSchema),
  currentPage: z.number(),
  lastPage: z.number(),
  total: z.number(),
});
export type CustomerMessages = z.infer<typeof customerMessagesResponseSchema>;
