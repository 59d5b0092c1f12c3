import type { RouteObject } from 'react-router';
import { lazyPage } from '../platform/lazyPage';

/**
 * The participant portal's pages under /customer-portal (router.tsx puts them in its layout, after the sign-in check,
 * with the not-found page last). Every page is its own chunk (lazyPage).
 */
export function customerPortalRoutes(): RouteObject[] {
  return [
    {
      // /customer-portal itself: the customer's home (issue #24).
      index: true,
      Component: lazyPage(() => import('../features/customer-home/CustomerHomePage'), 'CustomerHomePage'),
    },
    {
      path: 'about-me',
      Component: lazyPage(() => import('../features/customer-home/AboutMePage'), 'AboutMePage'),
    },
    {
      path: 'tools',
      Component: lazyPage(() => import('../features/customer-home/ToolsPage'), 'ToolsPage'),
    },
    {
      path: 'my-career',
      Component: lazyPage(() => import('../features/my-career/MyCareerPage'), 'MyCareerPage'),
    },
    {
      path: 'pairin/survey',
      Component: lazyPage(() => import('../features/skills-survey/SkillsSurveyPage'), 'SkillsSurveyPage'),
    },
    {
      path: 'pairin/result',
      Component: lazyPage(() => import('../features/skills-survey/SkillsResultPage'), 'SkillsResultPage'),
    },
    {
      path: 'profile/account',
      Component: lazyPage(() => import('../features/customer-account/AccountPage'), 'AccountPage'),
    },
    {
      path: 'profile',
      Component: lazyPage(() => import('../features/experiences/ProfilePage'), 'ProfilePage'),
    },
    {
      path: 'occupations',
      // The first search and the filter options start with the navigation, beside the page's code.
      Component: lazyPage(() => import('../features/occupations/OccupationFinderPage'), 'OccupationFinderPage', {
        namespaces: ['occupations'],
        prefetch: async (queryClient, searchParams) =>
          (await import('../features/occupations/prefetch')).prefetchOccupationFinder(queryClient, searchParams),
      }),
    },
    {
      // 'Create a resume' on an occupation page (docs/spec-decisions.md).
      path: 'resume',
      Component: lazyPage(() => import('../features/resume/ResumePage'), 'ResumePage'),
    },
    {
      path: 'occupation/:id',
      Component: lazyPage(() => import('../features/occupations/OccupationDetailPage'), 'OccupationDetailPage'),
    },
    {
      path: 'career-cluster/survey',
      Component: lazyPage(() => import('../features/clusters/ClusterSurveyPage'), 'ClusterSurveyPage', {
        namespaces: ['clusters'],
      }),
    },
    {
      path: 'career-cluster/update',
      Component: lazyPage(() => import('../features/clusters/ClusterSurveyPage'), 'ClusterSurveyPage', {
        namespaces: ['clusters'],
      }),
    },
    {
      path: 'career-cluster/result',
      Component: lazyPage(() => import('../features/clusters/CareerClustersPage'), 'CareerClustersPage'),
    },
    {
      path: 'educational-programs',
      Component: lazyPage(() => import('../features/programs/ProgramFinderPage'), 'ProgramFinderPage'),
    },
    {
      path: 'forms',
      Component: lazyPage(() => import('../features/forms/FormsListPage'), 'FormsListPage'),
    },
    {
      path: 'forms/:formId',
      Component: lazyPage(() => import('../features/forms/FormPage'), 'FormPage'),
    },
    {
      path: 'job-board',
      // The first search and the filter options start with the navigation, beside the page's code.
      Component: lazyPage(() => import('../features/job-board/JobBoardPage'), 'JobBoardPage', {
        namespaces: ['job-board'],
        prefetch: async (queryClient, searchParams) =>
          (await import('../features/job-board/prefetch')).prefetchJobBoard(queryClient, searchParams),
      }),
    },
    {
      path: 'job-board/:id',
      Component: lazyPage(() => import('../features/job-board/JobDetailPage'), 'JobDetailPage'),
    },
    {
      path: 'community-catalog',
      Component: lazyPage(() => import('../features/service-directory/ResourceFinderPage'), 'ResourceFinderPage'),
    },
    {
      path: 'referrals',
      Component: lazyPage(() => import('../features/referrals/MyReferralsPage'), 'MyReferralsPage'),
    },
    {
      path: 'documents',
      Component: lazyPage(() => import('../features/documents/MyDocumentsPage'), 'MyDocumentsPage'),
    },
    {
      // Outcomes, the personal pathway plan (issue #24).
      path: 'outcomes',
      Component: lazyPage(() => import('../features/outcomes/CustomerOutcomesPage'), 'CustomerOutcomesPage'),
    },
    {
      path: 'outcomes/available',
      Component: lazyPage(() => import('../features/outcomes/AvailableOutcomesPage'), 'AvailableOutcomesPage'),
    },
    {
      path: 'outcomes/:id/detail',
      Component: lazyPage(() => import('../features/outcomes/OutcomeDetailPage'), 'OutcomeDetailPage'),
    },
    {
      // The customer's own outcome: a new one, or editing one they made or added (#24).
      path: 'outcomes/new',
      Component: lazyPage(() => import('../features/outcomes/OwnOutcomeFormPage'), 'OwnOutcomeFormPage'),
    },
    {
      path: 'outcomes/:id/edit',
      Component: lazyPage(() => import('../features/outcomes/OwnOutcomeFormPage'), 'OwnOutcomeFormPage'),
    },
    {
      path: 'documents/:id/download',
      Component: lazyPage(() => import('../features/documents/DocumentDownloadPage'), 'DocumentDownloadPage'),
    },
  ];
}
