/** Texts every participant and guest page shares: the header, navigation, footer and language switch. */
const common = {
  skipToMain: 'Skip to main content',
  menu: 'Menu',
  mainNavigation: 'Main',
  signOut: 'Sign out',
  aboutAndCredits: 'About and data credits',
  portalLabel: '{{customer}} Portal',
  language: 'Language',
  nav: {
    outcomes: 'Outcomes',
    myCareer: 'My Career',
    occupations: 'Occupations',
    careerClusters: 'Career Clusters',
    programs: 'Programs',
    jobBoard: 'Job Board',
    forms: 'Forms',
    documents: 'Documents',
    resourceFinder: '211 Resource Finder',
    referrals: 'Referrals',
    myProfile: 'My Profile',
    careerClusterSurvey: 'Career Cluster Survey',
    about: 'About',
    signIn: 'Sign in',
  },
  loading: 'Loading…',
  notFound: 'Page not found!',
  tryAgain: 'Try again',
  back: 'Back',
  cancel: 'Cancel',
  save: 'Save',
  search: 'Search',
  previous: 'Previous',
  next: 'Next',
  pages: 'Pages',
  page: 'Page {{page}}',
  close: 'Close',
  none: 'None',
  yes: 'Yes',
  no: 'No',
  loadingLabel: 'Loading',
  goHome: 'Go to the home page',
  errorTitle: 'Error',
  unexpectedError: 'An unexpected error occurred.',
  reloadPage: 'Reload the page',
  addressMayBeWrong: 'The address may be mistyped, or the page may have moved.',
  // The contract's loadFailureTexts word for word (not imported: the contract module brings Zod into the entry).
  loadError: {
    problemLoading: 'There was a problem loading {{what}}.',
    refreshHint: 'Refresh the page to try again.',
    refresh: 'Refresh',
  },
};
export default common;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    common: typeof common;
  }
}
