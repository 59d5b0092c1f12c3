// The customer home's own values: the paths, routes and header tiles its widgets use, and the carousel's slides per
// width. Apart from customer-home-constants.ts (which re-exports them), whose impact questions, tools and messages only
// the About Me, tools and admin pages and the server need, so the home does not load those (#24).

/**
 * The customer's home (issue #24, "The home"; participant spec "Customer dashboard widgets", section 3): the profile,
 * tools and resources widgets, the About Me impact questions, the tools page, the avatar and the admin's resources.
 * Paths the spec names are kept; the others are ours (docs/decisions/0044-customer-home.md).
 */
export const customerHomePaths = {
  profileWidget: '/internal-api/dashboard/widget/profile',
  toolsWidget: '/internal-api/dashboard/widget/tools',
  /** The resources carousel (path not shown in the spec). */
  resourcesWidget: '/internal-api/dashboard/widget/resources',
  /** GET the questions with the customer's answers; PUT answers. */
  impactQuestions: '/internal-api/customer-portal/impact-questions',
  /** GET every tool with when the customer last used it. */
  tools: '/internal-api/customer-portal/tools',
  /** PUT {path}: the customer's finished avatar upload becomes their avatar; DELETE removes it. */
  avatar: '/internal-api/customer-portal/avatar',
  /** GET: the avatar image of a customer (the customer, or staff of the customer's locations). */
  avatarImage: '/internal-api/avatars/:customerId',
  /** Admin: the curated resources (GET list, POST), one resource (PUT, DELETE). */
  adminResources: '/internal-api/customer-home/resources',
  adminResource: '/internal-api/customer-home/resources/:id',
} as const;

export const customerHomeRoutes = {
  home: '/customer-portal',
  aboutMe: '/customer-portal/about-me/',
  tools: '/customer-portal/tools',
  outcomes: '/customer-portal/outcomes',
  catalog: '/customer-portal/community-catalog',
  /** Staff admin screen for the resources carousel (ours). */
  adminResources: '/admin/home-resources',
} as const;

export const customerHomeAvatarPath = (customerId: number, version: number) =>
  `${customerHomePaths.avatarImage.replace(':customerId', String(customerId))}?v=${version}`;
export const customerHomeResourcePath = (id: number) => customerHomePaths.adminResource.replace(':id', String(id));

/** The header tiles and the feature flag each needs (participant spec: shown only when the flag is on). */
export const customerHomeTiles = [
  { key: 'outcomes', label: 'Outcomes', flag: 'outcomes', to: customerHomeRoutes.outcomes },
  { key: 'catalog', label: 'Catalog', flag: 'catalog', to: customerHomeRoutes.catalog },
  { key: 'profile', label: 'My Profile', flag: 'about_me', to: customerHomeRoutes.aboutMe },
] as const;

/** Slides of the resources carousel by width (participant spec): 4 over 768 px, 2 over 576 px, else 1. */
export function customerHomeSlidesPerView(width: number): 1 | 2 | 4 {
  if (width > 768) return 4;
  if (width > 576) return 2;
  return 1;
}
