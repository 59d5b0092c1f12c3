// The reports' page routes and feature flag, kept apart from reports-constants.ts (which re-exports them) so the staff
// layout, on every staff page, names the reports link without the reports' dates, texts and program-year helpers (#30).

/** The staff pages. */
export const reportsRoute = '/reports';
export const reportRunRoute = '/reports/runs/:id';

/** The client-settings feature flag that grants case managers the reporting permission. */
export const caseManagerReportsFlag = 'case_manager_reports';
