import { authPaths, type Guard } from '@portal/contracts/auth-constants';

// The two portals' paths, kept apart from auth.ts (which loads the API client and i18n) so the route table's readers
// (bench/bundle.ts runs under Node) can import them alone.

/** Which side of the product a URL belongs to (participant spec 6: by whether it contains the customer portal path). */
export type Portal = Guard;

export const customerPortalPrefix = '/customer-portal';

export function portalOf(pathname: string): Portal {
  return pathname.includes(customerPortalPrefix) ? 'customer' : 'staff';
}

export const portalPaths = {
  customer: {
    login: `${customerPortalPrefix}/login`,
    // The customer's home (issue #24): after sign-in a customer lands here, not on the profile form.
    home: customerPortalPrefix,
    loginApi: authPaths.customerLogin,
    currentUserApi: authPaths.customerCurrentUser,
  },
  staff: { login: '/login', home: '/', loginApi: authPaths.staffLogin, currentUserApi: authPaths.staffCurrentUser },
} as const satisfies Record<Portal, unknown>;
