/**
 * The customer account service (docs/decisions/0041-customer-accounts.md), by part: what the parts share, sign-up and
 * the emailed links, the signed-in account page, staff changing a portal email, and the sweep of unconfirmed sign-ups.
 */
export * from './shared.ts';
export * from './sign-up.ts';
export * from './account.ts';
export * from './staff.ts';
export * from './sweep.ts';
