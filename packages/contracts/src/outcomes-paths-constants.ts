// The outcomes' API paths and web routes, apart from outcomes-constants.ts (which re-exports them): the customer home's
// Outcomes widget needs only these, not the outcomes pages' texts and limits (#24).

/**
 * Outcomes, a personal pathway plan (issue #24; participant spec "Customer dashboard widgets", sections 3 and 9;
 * staff spec 2.13). The spec names the web routes and the widget call; the rest of the API is ours (ADR 0043).
 */
export const outcomePaths = {
  /** GET the customer's outcomes; POST adds one from the library ({ template_id }). */
  customerList: '/internal-api/customer-portal/outcomes',
  customerAvailable: '/internal-api/customer-portal/outcomes/available',
  /** GET one outcome; PUT edits and DELETE removes an outcome the customer made or added themselves. */
  customerDetail: '/internal-api/customer-portal/outcomes/:id',
  /** POST: the customer makes an outcome of their own, with its goals and steps. */
  customerOwn: '/internal-api/customer-portal/outcomes/own',
  /** PUT { completed }: complete or reopen one step. */
  customerStep: '/internal-api/customer-portal/outcomes/:id/steps/:stepId',
  /** PUT { completed }: complete or reopen every step of a goal. */
  customerGoal: '/internal-api/customer-portal/outcomes/:id/goals/:goalId',
  /** POST: the customer starts an outcome staff recommended. */
  customerStart: '/internal-api/customer-portal/outcomes/:id/start',
  /** The participant dashboard's Outcomes widget (participant spec 7). */
  widget: '/internal-api/dashboard/widget/outcomes',
  /** GET the library (staff); POST a new library outcome (admins). */
  library: '/internal-api/outcomes/library',
  /** PUT edits, DELETE retires a library outcome (admins). */
  libraryItem: '/internal-api/outcomes/library/:id',
  /** The staff /outcomes page: totals and the outcomes of customers at the caller's locations. */
  staffList: '/internal-api/outcomes',
  /** GET a customer's outcomes (staff); POST assigns or recommends one ({ template_id, kind }). */
  staffCustomer: '/internal-api/customers/:id/outcomes',
} as const;

/** Web routes (participant spec "Other customer-portal links"; staff spec 2.1). */
export const outcomeRoutes = {
  customerList: '/customer-portal/outcomes',
  customerDetail: (id: number | string) => `/customer-portal/outcomes/${id}/detail`,
  customerDetailPattern: '/customer-portal/outcomes/:id/detail',
  available: '/customer-portal/outcomes/available',
  /** The customer's own outcome: a new one, and editing one they made or added. */
  newOwn: '/customer-portal/outcomes/new',
  editOwn: (id: number | string) => `/customer-portal/outcomes/${id}/edit`,
  editOwnPattern: '/customer-portal/outcomes/:id/edit',
  staff: '/outcomes',
  library: '/admin/outcome-library',
} as const;
