// The plain values of message-center.ts (paths, limits, texts, the delivery badge), kept apart from its Zod schemas
// (message-center.ts re-exports them) so a page that needs only these does not load Zod (#30).

/** The message center: the messages staff sent a customer, with the state of their email. */
export const messageCenterPaths = { customerMessages: '/internal-api/customers/:id/messages' } as const;

export const messageCenterLimits = { perPage: 10, maxPerPage: 50 } as const;

/** no_email: the customer had no address, so the message was stored but never mailed. */
export const deliveryStatuses = ['no_email', 'pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** 'local': rendered by the embedded mailer (no SMTP server configured), not sent anywhere. */
export const deliveryTransports = ['smtp', 'local'] as const;
export type DeliveryTransport = (typeof deliveryTransports)[number];

export const messageCenterTexts = {
  title: 'Messages',
  empty: 'No messages sent yet.',
  loadFailed: 'There was a problem fetching messages',
} as const;

/** The badge text of each delivery state. */
export function deliveryLabel(delivery: { status: DeliveryStatus; transport: DeliveryTransport | null }): string {
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
