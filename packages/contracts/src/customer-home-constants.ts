// The plain values and helpers of customer-home.ts (paths, texts, limits, formatting), kept apart from its Zod schemas
// (customer-home.ts re-exports them) so a page that needs only these does not load Zod (#30).

export {
  customerHomeAvatarPath,
  customerHomePaths,
  customerHomeResourcePath,
  customerHomeRoutes,
  customerHomeSlidesPerView,
  customerHomeTiles,
} from './customer-home-page-constants.ts';

// ---------------------------------------------------------------- impact questions

/** The About Me questions (ours, in plain language). Each answer is one of its options. */
export const customerHomeImpactQuestions = [
  {
    key: 'work_status',
    question: 'Are you working right now?',
    options: ['Yes, full time', 'Yes, part time', 'No, and I am looking for work', 'No, and I am not looking now'],
  },
  {
    key: 'main_goal',
    question: 'What is your main goal for the next year?',
    options: ['Find a job', 'Get a better job', 'Finish school or training', 'Start a career in a new field'],
  },
  {
    key: 'hardest_part',
    question: 'What makes that goal hardest to reach?',
    options: ['Getting to work or class', 'Child care', 'I need more training', 'My health', 'Nothing right now'],
  },
  {
    key: 'paid_training',
    question: 'Would you join a training program if it were paid for?',
    options: ['Yes', 'Maybe', 'No'],
  },
  {
    key: 'internet_at_home',
    question: 'Do you have internet at home?',
    options: ['Yes', 'Only on my phone', 'No'],
  },
  {
    key: 'contact_by',
    question: 'How should we reach you?',
    options: ['Email', 'Phone call', 'Text message'],
  },
] as const;
// Pure (as the tools' keys below): a bundle that never reads the keys drops the call, and the list with it when nothing
// else reads it.
export const customerHomeImpactKeys = /* @__PURE__ */ customerHomeImpactQuestions.map((q) => q.key) as [
  CustomerHomeImpactKey,
  ...CustomerHomeImpactKey[],
];

export const customerHomeMessages = {
  notAnOption: 'Choose one of the answers shown.',
  unknownQuestion: 'There is no such question.',
  saved: 'Your answers have been saved.',
  avatarSaved: 'Your picture has been updated.',
  invalidUrl: 'Enter a web address that starts with http:// or https://.',
  resourceSaved: 'The resource has been saved.',
  resourceDeleted: 'The resource has been deleted.',
} as const;

// ---------------------------------------------------------------- tools

/**
 * The portal's tools. Use is recorded on the server when a customer calls the tool's API (kind 'visit' for a read,
 * 'update' for a save): modules/customer-home/tool-use.ts maps routes to these keys.
 */
export const customerHomeTools = [
  {
    key: 'career_cluster_survey',
    name: 'Career Clusters Survey',
    description: 'Answer a few questions to find the kinds of work that fit your interests.',
    link: '/customer-portal/career-cluster/result',
    featured: true,
  },
  {
    key: 'skills_survey',
    name: 'Skills Survey',
    description: 'Find out what you are good at and the jobs that use those skills.',
    link: '/customer-portal/pairin/survey',
    featured: false,
  },
  {
    key: 'my_career',
    name: 'My Career',
    description: 'See the careers that match your surveys, work history and education.',
    link: '/customer-portal/my-career',
    featured: true,
  },
  {
    key: 'occupation_finder',
    name: 'Occupation Finder',
    description: 'Look up jobs: what they pay, what they need and how many openings there are.',
    link: '/customer-portal/occupations',
    featured: true,
  },
  {
    key: 'program_finder',
    name: 'Program Finder',
    description: 'Search education and training programs near you, and save the ones you like.',
    link: '/customer-portal/educational-programs',
    featured: true,
  },
  {
    key: 'job_board',
    name: 'Job Board',
    description: 'Browse open jobs from local employers and apply.',
    link: '/customer-portal/job-board',
    featured: true,
  },
  {
    key: 'resume',
    name: 'Resume Builder',
    description: 'Turn your work history and education into a resume you can print.',
    link: '/customer-portal/resume',
    featured: false,
  },
  {
    key: 'resource_finder',
    name: '211 Resource Finder',
    description: 'Find help nearby with food, housing, child care, health and more.',
    link: '/customer-portal/community-catalog',
    featured: true,
  },
] as const;
export const customerHomeToolKeys = /* @__PURE__ */ customerHomeTools.map((tool) => tool.key) as [
  CustomerHomeToolKey,
  ...CustomerHomeToolKey[],
];
export const customerHomeToolUseKinds = ['visit', 'update'] as const;

// ---------------------------------------------------------------- resources

export const customerHomeResourceTypes = ['video', 'article_section_link'] as const;
export const customerHomeResourceTypeLabels: Record<CustomerHomeResourceType, string> = {
  video: 'Video',
  article_section_link: 'Article',
};

export type CustomerHomeImpactKey = (typeof customerHomeImpactQuestions)[number]['key'];
export type CustomerHomeResourceType = (typeof customerHomeResourceTypes)[number];
export type CustomerHomeToolKey = (typeof customerHomeTools)[number]['key'];
