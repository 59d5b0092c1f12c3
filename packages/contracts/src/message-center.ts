import { z } from 'zod';

/** The message center: the messages staff sent a customer, with the state of their email. */
export const messageCenterPaths = { customerMessages: '/internal-api/customers/:id/messages' } as const;

export const messageCenterLimits = { perPage: 10, maxPerPage: 50 } as const;

export const customerMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  perPage: z.coerce.number().int().min(1).max(messageCenterLimits.maxPerPage).catch(messageCenterLimits.perPage),
});
export type CustomerMessagesQuery = z.input<typeof customerMessagesQuerySchema>;

/** no_email: the customer had no address, so the message was stored but never mailed. */
export const deliveryStatuses = ['no_email', 'pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const messageDeliverySchema = z.object({
  status: z.enum(deliveryStatuses),
  /** 'local': rendered by the embedded mailer (no SMTP server configured), not sent anywhere. */
  transport: z.enum(['smtp', 'local']).nullable(),
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

export const messageCenterTexts = {
  title: 'Messages',
  empty: 'No messages sent yet.',
  loadFailed: 'There was a problem fetching messages',
} as const;

/** The badge text of each delivery state. */
export function deliveryLabel(delivery: Pick<MessageDelivery, 'status' | 'transport'>): string {
  switch (delivery.status) {
    case 'no_email':
      return 'Not emailed (no address)';
    case 'pending':
      return 'Queued';
    case 'sending':
      return 'Sending';
    case 'sent':
      return delivery.transport === 'local' ? 'Delivered to local outbox' : 'Sent';
    case 'failed':
      return 'Failed';
  }
}
