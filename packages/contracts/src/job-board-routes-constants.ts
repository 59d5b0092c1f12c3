// The job board's page routes, kept apart from job-board-constants.ts (which re-exports them) so a page that only
// links to a post (the employer's job posts list) loads them without the board's texts and labels (#30).

/** Pages: signed-in customers use the portal's, guests the public ones (docs/spec-decisions.md, job board). */
export const jobBoardRoutes = {
  customerBoard: '/customer-portal/job-board',
  publicBoard: '/job-board',
  detail: (base: string, id: number | string) => `${base}/${id}`,
  /** 'Find open positions' on an occupation page: the board filtered to that occupation. */
  forOccupation: (occupationId: number) => `/customer-portal/job-board?occupation=${occupationId}`,
} as const;
