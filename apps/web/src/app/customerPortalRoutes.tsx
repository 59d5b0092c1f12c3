import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/**
 * The participant portal's pages under /customer-portal (router.tsx puts them in its layout, after the sign-in check,
 * with the not-found page last). Every page is its own chunk (route `lazy`).
 */
export function customerPortalRoutes(queryClient: QueryClient): RouteObject[] {
  return [
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
  ];
}
