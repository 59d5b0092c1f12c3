// The plain values of service-tracker.ts (paths and web routes), kept apart from its Zod schemas (service-tracker.ts
// re-exports them) so a page that needs only these does not load Zod (#30).

/** The service log form and the service tracker (staff spec 2.12, 3, 4, 5, 6, 7; forms spec 2, 4, 7). */
export const serviceTrackerPaths = {
  contactTypes: '/internal-api/service-log/contact/types',
  serviceTypes: '/internal-api/service-log/service/types',
  statuses: '/internal-api/service-log/statuses',
  servicePrograms: '/internal-api/service-log/service-programs',
  eligibility: '/internal-api/service-log/eligibility-check/:id',
  pirlPrograms: '/internal-api/service-log/pirl-programs',
  store: '/internal-api/service-log/store',
  logs: '/internal-api/service-log/logs',
  log: '/internal-api/service-log/logs/:id',
  notes: '/internal-api/service-log/logs/:id/notes',
  note: '/internal-api/service-log/notes/:id',
  professionals: '/internal-api/service-log/professionals',
  formOptions: '/internal-api/service-log/form-options',
} as const;

/** Web routes. */
export const serviceTrackerRoutes = {
  list: '/service-tracker',
  forCustomer: (customerId: number) => `/service-tracker?customer=${customerId}`,
  create: (customerId: number) => `/service-tracker/create/${customerId}`,
  /** Log Service without a customer yet (e.g. for a group): customer id 0. */
  createBlank: '/service-tracker/create/0',
} as const;

/** Earliest allowed date: today minus the allowed back-days. */
export function earliestServiceDate(today: string, allowedBackDays: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - allowedBackDays);
  return date.toISOString().slice(0, 10);
}
