import type { RouteObject } from 'react-router';

/**
 * The staff portal's own pages under / (router.tsx puts them in the front door's layout with the feature areas' route
 * objects and the not-found page). Every page is its own chunk (route `lazy`).
 */
export const staffPortalRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
  },
  {
    // The WIOA primary indicators and early warnings (issue #15; docs/spec-decisions.md).
    path: 'performance-indicators',
    lazy: async () => ({ Component: (await import('../features/indicators/IndicatorsPage')).IndicatorsPage }),
  },
  {
    // The widgets' drill-downs (/widgets/successful-customer-login, ..., /widgets/my-customers/all).
    path: 'widgets/*',
    lazy: async () => ({ Component: (await import('../features/dashboard/WidgetListPage')).WidgetListPage }),
  },
  {
    path: 'customers/portal-activity/:id/edit-email',
    lazy: async () => ({
      Component: (await import('../features/customer-account/StaffEditEmailPage')).StaffEditEmailPage,
    }),
  },
  {
    path: 'customers',
    lazy: async () => ({
      Component: (await import('../features/customers/CustomerSearchPage')).CustomerSearchPage,
    }),
  },
  {
    path: 'customers/delete/:id',
    lazy: async () => ({
      Component: (await import('../features/customer-record/DeleteCustomerPage')).DeleteCustomerPage,
    }),
  },
  {
    path: 'workflows/customer-information/:id',
    lazy: async () => ({
      Component: (await import('../features/customer-record/CustomerRecordPage')).CustomerRecordPage,
    }),
  },
  {
    path: 'forms/:customerId',
    lazy: async () => ({ Component: (await import('../features/forms/FormsListPage')).FormsListPage }),
  },
  {
    path: 'forms/:customerId/:formId',
    lazy: async () => ({ Component: (await import('../features/forms/FormPage')).FormPage }),
  },
  {
    path: 'admin/forms',
    lazy: async () => ({
      Component: (await import('../features/forms/admin/FormDefinitionsPage')).FormDefinitionsPage,
    }),
  },
  {
    path: 'admin/home-resources',
    lazy: async () => ({
      Component: (await import('../features/customer-home/ResourcesAdminPage')).ResourcesAdminPage,
    }),
  },
  {
    // The staff outcomes widget's 'View Outcomes' (staff spec 2.13) and the admins' outcome library (#24).
    path: 'outcomes',
    lazy: async () => ({
      Component: (await import('../features/outcomes/StaffOutcomesPage')).StaffOutcomesPage,
    }),
  },
  {
    path: 'admin/outcome-library',
    lazy: async () => ({
      Component: (await import('../features/outcomes/OutcomeLibraryPage')).OutcomeLibraryPage,
    }),
  },
  {
    path: 'admin/service-catalog',
    lazy: async () => ({
      Component: (await import('../features/service-catalog/ServiceCatalogPage')).ServiceCatalogPage,
    }),
  },
  {
    path: 'dynamic-querying',
    lazy: async () => ({
      Component: (await import('../features/dynamic-query/DynamicQueryPage')).DynamicQueryPage,
    }),
  },
  {
    path: 'customers/record/snapshot/:id',
    lazy: async () => ({
      Component: (await import('../features/customer-record/CustomerSnapshotPage')).CustomerSnapshotPage,
    }),
  },
  {
    path: 'profile/reminders',
    lazy: async () => ({ Component: (await import('../features/reminders/RemindersPage')).RemindersPage }),
  },
  {
    path: 'profile/notifications',
    lazy: async () => ({
      Component: (await import('../features/alerts/NotificationsPage')).NotificationsPage,
    }),
  },
  {
    path: 'employer-records',
    lazy: async () => ({
      Component: (await import('../features/employers/EmployerListPage')).EmployerListPage,
    }),
  },
  {
    path: 'employer-records/create',
    lazy: async () => ({
      Component: (await import('../features/employers/EmployerFormPage')).EmployerFormPage,
    }),
  },
  {
    path: 'employer-records/:id/edit',
    lazy: async () => ({
      Component: (await import('../features/employers/EmployerFormPage')).EmployerFormPage,
    }),
  },
  {
    path: 'employer-records/:id/locations',
    lazy: async () => ({ Component: (await import('../features/employers/LocationsPage')).LocationsPage }),
  },
  {
    path: 'employer-records/:id/locations/create',
    lazy: async () => ({
      Component: (await import('../features/employers/LocationFormPage')).LocationFormPage,
    }),
  },
  {
    path: 'employer-records/:id/locations/:locationId/edit',
    lazy: async () => ({
      Component: (await import('../features/employers/LocationFormPage')).LocationFormPage,
    }),
  },
  {
    path: 'employer-records/:id/locations/:locationId/users',
    lazy: async () => ({ Component: (await import('../features/employers/UsersPage')).UsersPage }),
  },
  {
    path: 'employer-records/:id/locations/:locationId/users/create',
    lazy: async () => ({ Component: (await import('../features/employers/UserFormPage')).UserFormPage }),
  },
  {
    path: 'employer-records/:id/locations/:locationId/users/:userId/edit',
    lazy: async () => ({ Component: (await import('../features/employers/UserFormPage')).UserFormPage }),
  },
  {
    path: 'employer-records/:id/service-providers',
    lazy: async () => ({
      Component: (await import('../features/employers/ServicesProvidedPage')).ServicesProvidedPage,
    }),
  },
  {
    path: 'employer-records/:id/service-providers/create',
    lazy: async () => ({
      Component: (await import('../features/employers/ServiceProvidedFormPage')).ServiceProvidedFormPage,
    }),
  },
  {
    path: 'document-download/:id',
    lazy: async () => ({
      Component: (await import('../features/documents/DocumentDownloadPage')).DocumentDownloadPage,
    }),
  },
  {
    path: 'employer-records/:id/documents',
    lazy: async () => ({ Component: (await import('../features/employers/DocumentsPage')).DocumentsPage }),
  },
  {
    path: 'employer-records/:id/job-posts',
    lazy: async () => ({ Component: (await import('../features/employers/JobPostsPage')).JobPostsPage }),
  },
  {
    path: 'employer-records/:id/job-posts/create',
    lazy: async () => ({
      Component: (await import('../features/employers/JobPostFormPage')).JobPostFormPage,
    }),
  },
  {
    path: 'employer-records/:id/job-posts/:postId/edit',
    lazy: async () => ({
      Component: (await import('../features/employers/JobPostFormPage')).JobPostFormPage,
    }),
  },
  {
    path: 'employer-records/:id/job-posts/:postId/locations',
    lazy: async () => ({
      Component: (await import('../features/employers/JobPostLocationsPage')).JobPostLocationsPage,
    }),
  },
  {
    path: 'performance-tracker/:customerId',
    lazy: async () => ({
      Component: (await import('../features/performance/PerformancePage')).PerformancePage,
    }),
  },
  {
    path: 'service-tracker',
    lazy: async () => ({
      Component: (await import('../features/service-log/ServiceTrackerPage')).ServiceTrackerPage,
    }),
  },
  {
    path: 'service-tracker/create/:customerId',
    lazy: async () => ({
      Component: (await import('../features/service-log/LogServicePage')).LogServicePage,
    }),
  },
  {
    path: 'service-tracker/groups',
    lazy: async () => ({ Component: (await import('../features/service-log/GroupsPage')).GroupsPage }),
  },
  {
    path: 'community-catalog',
    lazy: async () => ({
      Component: (await import('../features/service-directory/ResourceFinderPage')).ResourceFinderPage,
    }),
  },
  {
    path: 'referrals/all',
    lazy: async () => ({
      Component: (await import('../features/referrals/ReferralsAdminPage')).ReferralsAdminPage,
    }),
  },
];
