import type { RouteObject } from 'react-router';
import { lazyPage } from '../platform/lazyPage';

/**
 * The staff portal's own pages under / (router.tsx puts them in the front door's layout with the feature areas' route
 * objects and the not-found page). Every page is its own chunk (lazyPage).
 */
export const staffPortalRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    Component: lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
  },
  {
    // The WIOA primary indicators and early warnings (issue #15; docs/spec-decisions.md).
    path: 'performance-indicators',
    Component: lazyPage(() => import('../features/indicators/IndicatorsPage'), 'IndicatorsPage'),
  },
  {
    // The widgets' drill-downs (/widgets/successful-customer-login, ..., /widgets/my-customers/all).
    path: 'widgets/*',
    Component: lazyPage(() => import('../features/dashboard/WidgetListPage'), 'WidgetListPage'),
  },
  {
    path: 'customers/portal-activity/:id/edit-email',
    Component: lazyPage(() => import('../features/customer-account/StaffEditEmailPage'), 'StaffEditEmailPage'),
  },
  {
    path: 'customers',
    Component: lazyPage(() => import('../features/customers/CustomerSearchPage'), 'CustomerSearchPage'),
  },
  {
    path: 'customers/delete/:id',
    Component: lazyPage(() => import('../features/customer-record/DeleteCustomerPage'), 'DeleteCustomerPage'),
  },
  {
    path: 'workflows/customer-information/:id',
    Component: lazyPage(() => import('../features/customer-record/CustomerRecordPage'), 'CustomerRecordPage'),
  },
  {
    path: 'forms/:customerId',
    Component: lazyPage(() => import('../features/forms/FormsListPage'), 'FormsListPage'),
  },
  {
    path: 'forms/:customerId/:formId',
    Component: lazyPage(() => import('../features/forms/FormPage'), 'FormPage'),
  },
  {
    path: 'admin/forms',
    Component: lazyPage(() => import('../features/forms/admin/FormDefinitionsPage'), 'FormDefinitionsPage'),
  },
  {
    path: 'admin/home-resources',
    Component: lazyPage(() => import('../features/customer-home/ResourcesAdminPage'), 'ResourcesAdminPage'),
  },
  {
    // The staff outcomes widget's 'View Outcomes' (staff spec 2.13) and the admins' outcome library (#24).
    path: 'outcomes',
    Component: lazyPage(() => import('../features/outcomes/StaffOutcomesPage'), 'StaffOutcomesPage'),
  },
  {
    path: 'admin/outcome-library',
    Component: lazyPage(() => import('../features/outcomes/OutcomeLibraryPage'), 'OutcomeLibraryPage'),
  },
  {
    path: 'admin/service-catalog',
    Component: lazyPage(() => import('../features/service-catalog/ServiceCatalogPage'), 'ServiceCatalogPage'),
  },
  {
    path: 'dynamic-querying',
    Component: lazyPage(() => import('../features/dynamic-query/DynamicQueryPage'), 'DynamicQueryPage'),
  },
  {
    path: 'customers/record/snapshot/:id',
    Component: lazyPage(() => import('../features/customer-record/CustomerSnapshotPage'), 'CustomerSnapshotPage'),
  },
  {
    path: 'profile/reminders',
    Component: lazyPage(() => import('../features/reminders/RemindersPage'), 'RemindersPage'),
  },
  {
    path: 'profile/notifications',
    Component: lazyPage(() => import('../features/alerts/NotificationsPage'), 'NotificationsPage'),
  },
  {
    path: 'employer-records',
    Component: lazyPage(() => import('../features/employers/EmployerListPage'), 'EmployerListPage'),
  },
  {
    path: 'employer-records/create',
    Component: lazyPage(() => import('../features/employers/EmployerFormPage'), 'EmployerFormPage'),
  },
  {
    path: 'employer-records/:id/edit',
    Component: lazyPage(() => import('../features/employers/EmployerFormPage'), 'EmployerFormPage'),
  },
  {
    path: 'employer-records/:id/locations',
    Component: lazyPage(() => import('../features/employers/LocationsPage'), 'LocationsPage'),
  },
  {
    path: 'employer-records/:id/locations/create',
    Component: lazyPage(() => import('../features/employers/LocationFormPage'), 'LocationFormPage'),
  },
  {
    path: 'employer-records/:id/locations/:locationId/edit',
    Component: lazyPage(() => import('../features/employers/LocationFormPage'), 'LocationFormPage'),
  },
  {
    path: 'employer-records/:id/locations/:locationId/users',
    Component: lazyPage(() => import('../features/employers/UsersPage'), 'UsersPage'),
  },
  {
    path: 'employer-records/:id/locations/:locationId/users/create',
    Component: lazyPage(() => import('../features/employers/UserFormPage'), 'UserFormPage'),
  },
  {
    path: 'employer-records/:id/locations/:locationId/users/:userId/edit',
    Component: lazyPage(() => import('../features/employers/UserFormPage'), 'UserFormPage'),
  },
  {
    path: 'employer-records/:id/service-providers',
    Component: lazyPage(() => import('../features/employers/ServicesProvidedPage'), 'ServicesProvidedPage'),
  },
  {
    path: 'employer-records/:id/service-providers/create',
    Component: lazyPage(() => import('../features/employers/ServiceProvidedFormPage'), 'ServiceProvidedFormPage'),
  },
  {
    path: 'document-download/:id',
    Component: lazyPage(() => import('../features/documents/DocumentDownloadPage'), 'DocumentDownloadPage'),
  },
  {
    path: 'employer-records/:id/documents',
    Component: lazyPage(() => import('../features/employers/DocumentsPage'), 'DocumentsPage'),
  },
  {
    path: 'employer-records/:id/job-posts',
    Component: lazyPage(() => import('../features/employers/JobPostsPage'), 'JobPostsPage'),
  },
  {
    path: 'employer-records/:id/job-posts/create',
    Component: lazyPage(() => import('../features/employers/JobPostFormPage'), 'JobPostFormPage'),
  },
  {
    path: 'employer-records/:id/job-posts/:postId/edit',
    Component: lazyPage(() => import('../features/employers/JobPostFormPage'), 'JobPostFormPage'),
  },
  {
    path: 'employer-records/:id/job-posts/:postId/locations',
    Component: lazyPage(() => import('../features/employers/JobPostLocationsPage'), 'JobPostLocationsPage'),
  },
  {
    path: 'performance-tracker/:customerId',
    Component: lazyPage(() => import('../features/performance/PerformancePage'), 'PerformancePage'),
  },
  {
    path: 'service-tracker',
    Component: lazyPage(() => import('../features/service-log/ServiceTrackerPage'), 'ServiceTrackerPage'),
  },
  {
    path: 'service-tracker/create/:customerId',
    Component: lazyPage(() => import('../features/service-log/LogServicePage'), 'LogServicePage'),
  },
  {
    path: 'service-tracker/groups',
    Component: lazyPage(() => import('../features/service-log/GroupsPage'), 'GroupsPage'),
  },
  {
    path: 'community-catalog',
    Component: lazyPage(() => import('../features/service-directory/ResourceFinderPage'), 'ResourceFinderPage'),
  },
  {
    path: 'referrals/all',
    Component: lazyPage(() => import('../features/referrals/ReferralsAdminPage'), 'ReferralsAdminPage'),
  },
];
