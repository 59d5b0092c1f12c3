import type { StaffRole } from '@portal/contracts';

/** Who is calling. Resolved once per request from the session cookie. */
export type Actor = GuestActor | CustomerActor | StaffActor;

export interface GuestActor {
  kind: 'guest';
}

export interface CustomerActor {
  kind: 'customer';
  customerId: number;
  sessionId: string;
}

export interface StaffActor {
  kind: 'staff';
  staffId: number;
  role: StaffRole;
  /** Locations the staff user works at; agency admins reach every location regardless. */
  locationIds: number[];
  sessionId: string;
}

export const guest: GuestActor = { kind: 'guest' };

/**
 * Who may call a route at all. Every route declares one in `config.access`;
 * a test walks the route table and fails on a route without it.
 * Finer rules (ownership, location scope) are checked by the service's first line.
 */
export type RouteAccess =
  'public' | 'guest-or-customer' | 'customer' | 'staff' | 'admin' | 'agency-admin' | 'authenticated';
