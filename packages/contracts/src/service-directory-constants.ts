// The 211 Resource Finder's paths, texts and constants, kept apart from the Zod schemas in service-directory.ts (which
// re-exports them) so the finder's page does not load Zod with its first paint (#30).

export const serviceDirectoryPaths = {
  featureEnabled: '/internal-api/service-directory-feature-enabled',
  categories: '/internal-api/service-directory-categories',
  resources: '/internal-api/service-directory-resources',
  /** One service, by its id (a uuid). */
  resource: (id: string) => `/internal-api/service-directory-resources/${id}`,
} as const;

/** The client-settings feature flag (feature_flags.service_directory) the feature-enabled call reads. */
export const serviceDirectoryFeatureFlag = 'service_directory';

/** The spec's texts word for word, then ours where it is silent. */
export const serviceDirectoryMessages = {
  empty: 'No Record Found',
  /** Participant spec 8: the geolocation / geocoding warning, title and text. */
  noAddressTitle: 'No address found.',
  unknownAddress: "We couldn't locate your address.",
  // Not in the spec: our wording, in its style.
  radius: 'The radius must be 5, 10, 15, 25 or 100 miles.',
  invalidCategories: 'Choose categories from the list.',
  coordinatesTogether: 'The latitude and longitude must be given together.',
  latitude: 'The latitude must be a number between -90 and 90.',
  longitude: 'The longitude must be a number between -180 and 180.',
  locationForDistance: 'Enter an address or ZIP code, or use your current location, to sort by distance.',
  openNow: 'The open now filter must be 1 or 0.',
  sort: 'The sort must be relevance or distance.',
  notFoundTitle: 'Resource not found',
  notFoundText: 'This resource is no longer listed in the directory.',
  openNowLabel: 'Open now',
  closedLabel: 'Closed now',
} as const;

/** Participant spec 2 (radius select) and 9 (page size 10), plus ours. */
export const serviceDirectoryConstants = {
  pageSize: 10,
  radiusOptions: [5, 10, 15, 25, 100] as const,
  /** The radius when a location is given without one. */
  defaultRadius: 25,
  textMax: 200,
  maxCategories: 50,
  sorts: ['relevance', 'distance'] as const,
  /** A search counts its matches up to this many and shows '1,000+' beyond, paging through the first 1,000 (#30). */
  countCap: 1_000,
} as const;
export type ServiceDirectoryRadius = (typeof serviceDirectoryConstants.radiusOptions)[number];
export type ServiceDirectorySort = (typeof serviceDirectoryConstants.sorts)[number];
