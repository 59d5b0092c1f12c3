/**
 * My Career, the Match Engine (participant spec 2, 4, 7-9). The spec's texts are the contract's myCareerTexts word for
 * word, written out rather than imported: English catalogues load with the entry, and my-career-constants brings the
 * occupation constants with it (12 KB).
 */
const myCareer = {
  title: 'My Career',
  heading: 'Match Engine',
  opportunities: 'Your Career Opportunities',
  recommended: 'Recommended opportunities',
  loadMore: 'Load More Matches',
  startSurvey: 'Start Survey',
  calculating: 'Your matches are being calculated. This may take a few minutes.',
  loadingExample: 'Loading Example Matches',
  loadingScore: 'Loading Match Score',
  statusFailed: 'There was a problem loading your Match Score.',
  listFailed: 'There was a problem loading your recommended opportunities.',
  matchesShown_one: '{{count}} match shown',
  matchesShown_other: '{{count}} matches shown',
  matchData: 'Your match data',
  percentComplete: '{{percent}}% complete',
  ribbon: { '1': '1st match', '2': '2nd match', '3': '3rd match', other: '{{position}}th match' },
  whyItMatches: 'Why it matches',
  hideWhy: 'Hide why it matches',
  banner: {
    title: 'Tell us about yourself to see your matches',
    text:
      'Take the Career Clusters survey, rate your skills, or add your work and education history. Every answer makes ' +
      'your matches more personal. Until then, these are example matches.',
    close: 'Close',
  },
  intake: {
    complete: 'Complete',
    notStarted: 'Not started',
    minutes: 'About {{count}} minutes',
    clusterSurvey: {
      title: 'Career Clusters survey',
      purpose: 'Which kinds of work interest you.',
      done: 'Update Answers',
      todo: 'Take Survey',
    },
    skillsSurvey: {
      title: 'Skills survey',
      purpose: 'How you rate your own skills.',
      // Spec 4: 'the skills survey reads Retake Survey', taken or not (unlike the cluster survey's two labels).
      done: 'Retake Survey',
      todo: 'Retake Survey',
    },
    work: {
      title: 'Work History',
      purpose: 'The jobs you have held: their skills count as evidence.',
      done: 'Update Work',
      todo: 'Add Work',
    },
    education: {
      title: 'Education History',
      purpose: 'Your highest level of education.',
      done: 'Update Education',
      todo: 'Add Education',
    },
  },
};
export default myCareer;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'my-career': typeof myCareer;
  }
}
