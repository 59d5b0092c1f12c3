import { customerAccountPaths as paths } from '@portal/contracts';

/** The customer-account routes in the route table of customer-writable.test.ts (ADR 0010 and 0041). */

let n = 0;

/** Staff writes on a customer: the portal email (a deleted or missing customer 404, an archived one 409). */
export const customerAccountStaffWrites = {
  [`PUT ${paths.staffPortalEmailPattern}`]: {
    call: (customerId: number) => ({
      url: paths.staffPortalEmail(customerId),
      body: { email: `route-table-${++n}-${Date.now()}@example.test` },
    }),
  },
};

/** The signed-in customer's own writes (the guard refuses an archived or deleted customer before the body is read). */
export const customerAccountCustomerWrites = {
  [`PUT ${paths.accountEmail}`]: { url: paths.accountEmail, body: {} },
  [`PUT ${paths.accountPassword}`]: { url: paths.accountPassword, body: {} },
  [`PUT ${paths.accountLanguage}`]: { url: paths.accountLanguage, body: {} },
};

export const customerAccountNotCustomerWrites: Record<string, string> = {
  [`POST ${paths.register}`]:
    'creates a new, unconfirmed account; an address of a deleted customer is refused without saying so',
  [`POST ${paths.verifyEmail}`]: "a link's single use; a deleted customer's link is refused as unknown",
  [`POST ${paths.forgotPassword}`]: 'mails a link; a deleted customer gets none (the same answer)',
  [`POST ${paths.resetPassword}`]:
    "sets the account's password by a link; a deleted customer's link is refused as unknown, an archived one may reset",
  [`POST ${paths.signOutEverywhere}`]: 'signs out, like logout: an archived customer may too',
};
