import { jobBoardMessages } from '@portal/contracts';

/** The job board (participant spec 9); the spec's texts are the contract's, copied here as they are. */
const jobBoard = {
  title: jobBoardMessages.title,
  searchButton: jobBoardMessages.searchButton,
  clearFilters: jobBoardMessages.clearFilters,
  emptyTitle: jobBoardMessages.emptyTitle,
  emptyText: jobBoardMessages.emptyText,
  emptyAction: jobBoardMessages.emptyAction,
  openFor: jobBoardMessages.openFor('{{occupation}}'),
  relatedFor: jobBoardMessages.relatedFor('{{occupation}}'),
  openForOne: 'Open positions for one occupation',
  showAllOccupations: 'Show all occupations',
  jobCount_one: '{{count}} job',
  jobCount_other: '{{formatted}} jobs',
  loadErrorWhat: 'job posts',
  filtersError: jobBoardMessages.filtersError,
  pageControl: { first: 'first page', previous: 'previous page', next: 'next page', last: 'last page' },
  pageItem: 'Page {{page}}',
  remote: jobBoardMessages.remote,
  fullTime: jobBoardMessages.fullTime,
  partTime: jobBoardMessages.partTime,
  minimumEducation: 'Minimum education: {{level}}',
  posted: 'Posted {{date}}',
  expires: 'Expires {{date}}',
  distance: ' ({{miles}} mi)',
  salaryRange: '{{range}} / {{unit}}',
  payUnit: { hour: 'hour', day: 'day', week: 'week', month: 'month', year: 'year' },
  form: {
    name: 'Search job posts',
    keyword: 'Keyword',
    keywordPlaceholder: 'Job title, skill or employer',
    location: 'Location',
    locationPlaceholder: 'ZIP code or city, state',
    radius: 'Radius',
    radiusMiles: '{{miles}} miles',
    remote: 'Remote',
    remoteAny: 'Remote and on-site',
    remoteOnly: 'Remote only',
    onSiteOnly: 'On-site only',
    industry: 'Industry',
    education: 'Education level',
    positionType: 'Position type',
    salary: 'Salary',
    salaryAny: 'Any salary',
    salaryAtLeast: '{{amount}}+ a year',
  },
  detail: {
    loading: jobBoardMessages.loadingDetail,
    backToResults: jobBoardMessages.backToResults,
    heading: jobBoardMessages.detailsHeading,
    summary: jobBoardMessages.summaryHeading,
    apply: jobBoardMessages.apply,
    error: jobBoardMessages.detailError,
    notFoundTitle: jobBoardMessages.notFoundTitle,
    notFoundText: jobBoardMessages.notFoundText,
    careerCluster: 'Career cluster: {{cluster}}',
    benefits: 'Benefits',
    industry: 'Industry: {{industry}}',
    expiresAfter: ' · Expires {{date}}',
  },
};
export default jobBoard;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'job-board': typeof jobBoard;
  }
}
