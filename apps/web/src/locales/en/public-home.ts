/** The guest's public home at `/` (issue #24, 'The front door'). */
const publicHome = {
  pageTitle: 'Welcome',
  heading: 'Plan your next step with {{product}}',
  intro:
    'Explore careers, find training and jobs, and get help from your local workforce board. Create a free account to save your results and work with a career advisor.',
  createAccount: 'Create account',
  signIn: 'Sign in',
  offersHeading: 'What you can do here',
  accountNeeded: 'Free account needed.',
  staffQuestion: 'Work at the board?',
  staffSignIn: 'Staff sign in',
  offers: {
    survey: {
      title: 'Career cluster survey',
      text: 'Answer a few questions about what you like to do and see which career fields fit your interests. No account needed.',
      action: 'Take the survey',
    },
    jobBoard: {
      title: 'Job board',
      text: 'Browse open jobs from employers in the area, with pay, hours and how to apply.',
      action: 'Browse jobs',
    },
    careers: {
      title: 'Explore careers',
      text: 'Look up occupations with their typical pay, education and outlook, and save the ones you like.',
      action: 'Explore careers',
    },
    programs: {
      title: 'Education and training programs',
      text: 'Find training programs and schools near you, with their costs and length.',
      action: 'Find programs',
    },
    resources: {
      title: '211 resource finder',
      text: 'Find help with food, housing, child care, transportation and more from community services near you.',
      action: 'Find resources',
    },
  },
};
export default publicHome;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'public-home': typeof publicHome;
  }
}
