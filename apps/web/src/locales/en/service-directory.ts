/**
 * The 211 Resource Finder as customers and guests see it (participant spec 2, 8, 9). The contract's
 * serviceDirectoryMessages word for word, written out rather than imported: that module brings Zod, and English
 * catalogues load with the entry. The staff's own dialog (ReferCustomerDialog) stays English.
 */
const serviceDirectory = {
  title: '211 Resource Finder',
  intro: 'Find food, housing, health and other community services near you.',
  unavailable: 'The 211 Resource Finder is not available.',
  loadErrorWhat: 'the 211 Resource Finder',
  resultsLoadErrorWhat: 'community resources',
  noAddressTitle: 'No address found.',
  unknownAddress: "We couldn't locate your address.",
  empty: 'No Record Found',
  count_one: '1 resource',
  count_other: '{{formatted}} resources',
  askReferral: 'Ask for a referral',
  referCustomer: 'Refer a customer',
  pageControl: { first: 'first page', previous: 'previous page', next: 'next page', last: 'last page' },
  pageItem: 'Page {{page}}',
  form: {
    name: 'Search community resources',
    keyword: 'Keyword',
    keywordPlaceholder: 'Food, rent help, clinic...',
    location: 'Location',
    currentLocation: 'Your current location',
    addressPlaceholder: 'Address or ZIP code',
    searchingNear: 'Searching near your current location.',
    useLocation: 'Use my current location',
    geolocationDenied: 'Browser geolocation access is denied.',
    radius: 'Radius',
    radiusMiles: '{{miles}} miles',
    sortBy: 'Sort by',
    relevance: 'Relevance',
    distance: 'Distance',
    categories: 'Categories',
    allCategories: 'All categories',
    categoriesFailed: 'The categories could not be loaded.',
    noCategories: 'No categories match.',
    openNow: 'Open now',
    search: 'Search',
    clear: 'Clear',
  },
  card: {
    openNow: 'Open now',
    closed: 'Closed now',
    oneMile: '1 mile away',
    milesAway: '{{miles}} miles away',
    hours: 'Hours: ',
    website: 'Website',
    websiteOf: ' of {{name}} (opens in a new tab)',
  },
  ask: {
    title: 'Ask for a referral',
    // Around the service's name, shown in bold.
    introStart: 'Your case manager will be asked to refer you to ',
    introEnd: ' ({{organization}}).',
    note: 'Note (optional)',
    noteHint: 'Anything your case manager should know.',
    cancel: 'Cancel',
    send: 'Send request',
    requested: 'Your referral request was sent.',
    unexpected: 'An unexpected error occurred.',
  },
};
export default serviceDirectory;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'service-directory': typeof serviceDirectory;
  }
}
