import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { afterLoginPath, currentUserQuery, portalPaths, type Portal } from '../platform/auth';
import { notFoundHandle } from '../platform/routes';
import { fundingRouteObjects } from '../features/funding/routes';
import { reportsRouteObjects } from '../features/reports/routes';
import { customerProfileRouteObjects } from '../features/customer-profile/routes';
import { customerMergeRouteObjects } from '../features/customer-merge/routes';
import { PageLoader } from '../ui/PageLoader';
import { customerAccountPages } from '@portal/contracts';
import {
  FrontDoorHome,
  FrontDoorLayout,
  frontDoorLoader,
  frontDoorRouteId,
  frontDoorShouldRevalidate,
  requireUserOrNotFound,
} from '../features/public-home/frontDoor';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** Login pages: a user already signed in to that portal goes straight on. */
function skipLoginWhenSignedIn(queryClient: QueryClient, portal: Portal) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(currentUserQuery(portal)).catch(() => null);
    if (user) throw redirect(afterLoginPath(portal, new URL(request.url).searchParams.get('redirectTo')));
    return null;
  };
}

/** An unknown path inside a portal: 'Page not found!' within that portal's layout, navigation and all. */
const notFoundRoute: RouteObject = {
  path: '*',
  handle: notFoundHandle,
  lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
};

/** Every page is its own chunk (route `lazy`); only this table, the loaders and the error page are in the entry. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // Loaders tell an unknown address (not found) from a page that needs a session (sign in) with this table.
  const allRoutes = () => routes;
  const routes: RouteObject[] = [
    {
      id: 'root',
      ErrorBoundary: RouteErrorPage,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          path: portalPaths.customer.login,
          loader: skipLoginWhenSignedIn(queryClient, 'customer'),
          lazy: async () => ({ Component: (await import('../features/auth/CustomerLoginPage')).CustomerLoginPage }),
        },
        {
          // The participant's way in (issue #24): create an account, confirm the email, reset a forgotten password.
          path: customerAccountPages.register,
          loader: skipLoginWhenSignedIn(queryClient, 'customer'),
          lazy: async () => ({ Component: (await import('../features/customer-account/RegisterPage')).RegisterPage }),
        },
        {
          path: customerAccountPages.verifyEmail,
          lazy: async () => ({
            Component: (await import('../features/customer-account/VerifyEmailPage')).VerifyEmailPage,
          }),
        },
        {
          path: customerAccountPages.forgotPassword,
          loader: skipLoginWhenSignedIn(queryClient, 'customer'),
          lazy: async () => ({
            Component: (await import('../features/customer-account/ForgotPasswordPage')).ForgotPasswordPage,
          }),
        },
        {
          path: customerAccountPages.resetPassword,
          lazy: async () => ({
            Component: (await import('../features/customer-account/ResetPasswordPage')).ResetPasswordPage,
          }),
        },
        {
          path: portalPaths.staff.login,
          loader: skipLoginWhenSignedIn(queryClient, 'staff'),
          lazy: async () => ({ Component: (await import('../features/auth/StaffLoginPage')).StaffLoginPage }),
        },
        {
          path: '/customer-portal',
          loader: requireUserOrNotFound(queryClient, 'customer', allRoutes),
          lazy: async () => ({ Component: (await import('./layouts/CustomerPortalLayout')).CustomerPortalLayout }),
          children: [
            {
              // /customer-portal itself: the customer's home (issue #24).
              index: true,
              lazy: async () => ({
                Component: (await import('../features/customer-home/CustomerHomePage')).CustomerHomePage,
              }),
            },
            {
              path: 'about-me',
              lazy: async () => ({ Component: (await import('../features/customer-home/AboutMePage')).AboutMePage }),
            },
            {
              path: 'tools',
              lazy: async () => ({ Component: (await import('../features/customer-home/ToolsPage')).ToolsPage }),
            },
            {
              path: 'my-career',
              lazy: async () => ({ Component: (await import('../features/my-career/MyCareerPage')).MyCareerPage }),
            },
            {
              path: 'pairin/survey',
              lazy: async () => ({
                Component: (await import('../features/skills-survey/SkillsSurveyPage')).SkillsSurveyPage,
              }),
            },
            {
              path: 'pairin/result',
              lazy: async () => ({
                Component: (await import('../features/skills-survey/SkillsResultPage')).SkillsResultPage,
              }),
            },
            {
              path: 'profile/account',
              lazy: async () => ({ Component: (await import('../features/customer-account/AccountPage')).AccountPage }),
            },
            {
              path: 'profile',
              lazy: async () => ({ Component: (await import('../features/experiences/ProfilePage')).ProfilePage }),
            },
            {
              path: 'occupations',
              loader: async ({ request }) => {
                const { prefetchOccupationFinder } = await import('../features/occupations/prefetch');
                await prefetchOccupationFinder(queryClient, new URL(request.url).searchParams);
                return null;
              },
              lazy: async () => ({
                Component: (await import('../features/occupations/OccupationFinderPage')).OccupationFinderPage,
              }),
            },
            {
              // 'Create a resume' on an occupation page (docs/spec-decisions.md).
              path: 'resume',
              lazy: async () => ({ Component: (await import('../features/resume/ResumePage')).ResumePage }),
            },
            {
              path: 'occupation/:id',
              lazy: async () => ({
                Component: (await import('../features/occupations/OccupationDetailPage')).OccupationDetailPage,
              }),
            },
            {
              path: 'career-cluster/survey',
              lazy: async () => ({
                Component: (await import('../features/clusters/ClusterSurveyPage')).ClusterSurveyPage,
              }),
            },
            {
              path: 'career-cluster/update',
              lazy: async () => ({
                Component: (await import('../features/clusters/ClusterSurveyPage')).ClusterSurveyPage,
              }),
            },
            {
              path: 'career-cluster/result',
              lazy: async () => ({
                Component: (await import('../features/clusters/CareerClustersPage')).CareerClustersPage,
              }),
            },
            {
              path: 'educational-programs',
              lazy: async () => ({
                Component: (await import('../features/programs/ProgramFinderPage')).ProgramFinderPage,
              }),
            },
            {
              path: 'forms',
              lazy: async () => ({ Component: (await import('../features/forms/FormsListPage')).FormsListPage }),
            },
            {
              path: 'forms/:formId',
              lazy: async () => ({ Component: (await import('../features/forms/FormPage')).FormPage }),
            },
            {
              path: 'job-board',
              lazy: async () => ({ Component: (await import('../features/job-board/JobBoardPage')).JobBoardPage }),
            },
            {
              path: 'job-board/:id',
              lazy: async () => ({ Component: (await import('../features/job-board/JobDetailPage')).JobDetailPage }),
            },
            {
              path: 'community-catalog',
              lazy: async () => ({
                Component: (await import('../features/service-directory/ResourceFinderPage')).ResourceFinderPage,
              }),
            },
            {
              path: 'referrals',
              lazy: async () => ({
                Component: (await import('../features/referrals/MyReferralsPage')).MyReferralsPage,
              }),
            },
            {
              path: 'documents',
              lazy: async () => ({
                Component: (await import('../features/documents/MyDocumentsPage')).MyDocumentsPage,
              }),
            },
            {
              // Outcomes, the personal pathway plan (issue #24).
              path: 'outcomes',
              lazy: async () => ({
                Component: (await import('../features/outcomes/CustomerOutcomesPage')).CustomerOutcomesPage,
              }),
            },
            {
              path: 'outcomes/available',
              lazy: async () => ({
                Component: (await import('../features/outcomes/AvailableOutcomesPage')).AvailableOutcomesPage,
              }),
            },
            {
              path: 'outcomes/:id/detail',
              lazy: async () => ({
                Component: (await import('../features/outcomes/OutcomeDetailPage')).OutcomeDetailPage,
              }),
            },
            {
              // The customer's own outcome: a new one, or editing one they made or added (#24).
              path: 'outcomes/new',
              lazy: async () => ({
                Component: (await import('../features/outcomes/OwnOutcomeFormPage')).OwnOutcomeFormPage,
              }),
            },
            {
              path: 'outcomes/:id/edit',
              lazy: async () => ({
                Component: (await import('../features/outcomes/OwnOutcomeFormPage')).OwnOutcomeFormPage,
              }),
            },
            {
              path: 'documents/:id/download',
              lazy: async () => ({
                Component: (await import('../features/documents/DocumentDownloadPage')).DocumentDownloadPage,
              }),
            },
            notFoundRoute,
          ],
        },
        {
          // Pages anyone may open, signed in or not: the guest survey and the credits.
          lazy: async () => ({ Component: (await import('./layouts/PublicLayout')).PublicLayout }),
          children: [
            {
              path: '/job-board',
              lazy: async () => ({ Component: (await import('../features/job-board/JobBoardPage')).JobBoardPage }),
            },
            {
              path: '/job-board/:id',
              lazy: async () => ({ Component: (await import('../features/job-board/JobDetailPage')).JobDetailPage }),
            },
            {
              path: '/career-cluster/survey',
              lazy: async () => ({
                Component: (await import('../features/clusters/ClusterSurveyPage')).ClusterSurveyPage,
              }),
            },
            {
              path: '/career-cluster/update',
              lazy: async () => ({
                Component: (await import('../features/clusters/ClusterSurveyPage')).ClusterSurveyPage,
              }),
            },
            {
              path: '/career-cluster/result',
              lazy: async () => ({
                Component: (await import('../features/clusters/CareerClustersPage')).CareerClustersPage,
              }),
            },
            {
              path: '/about',
              lazy: async () => ({ Component: (await import('../features/about/AboutPage')).AboutPage }),
            },
          ],
        },
        {
          // The staff portal; for a guest, `/` is the participant portal's public home (issue #24).
          id: frontDoorRouteId,
          path: '/',
          loader: frontDoorLoader(queryClient, allRoutes),
          shouldRevalidate: frontDoorShouldRevalidate,
          Component: FrontDoorLayout,
          children: [
            { index: true, Component: FrontDoorHome },
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
            // Funding (issue #25): /transactions, /transactions/budgets, /transactions/{customerId}.
            ...fundingRouteObjects,
            ...reportsRouteObjects,
            ...customerProfileRouteObjects,
            ...customerMergeRouteObjects,
            // Any other path is a staff path: not found, inside the staff layout (after sign-in).
            notFoundRoute,
          ],
        },
      ],
    },
  ];
  return routes;
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
