import { clusterTexts, scoringRule, stepLabel } from '@portal/contracts';

/** The career-cluster survey (participant spec 4); the spec's texts are the contract's, copied as they are. */
const clusters = {
  surveyTitle: 'Career Cluster Survey',
  updateTitle: 'Update Your Career Cluster Survey',
  intro:
    'Tick what you enjoy and what sounds like you. It takes about {{minutes}} minutes, and we will show which of the 16 career clusters fit you best.',
  stepLabel: stepLabel(98, 999).replace('99', '{{step}}').replace('999', '{{total}}'),
  progress: 'Survey progress',
  ticked_one: '1 option ticked so far',
  ticked_other: '{{count}} options ticked so far',
  surveyFailed: clusterTexts.surveyFailed,
  retakeSurvey: clusterTexts.retakeSurvey,
  previous: clusterTexts.previous,
  next: clusterTexts.next,
  submit: clusterTexts.submit,
  noOptionSelected: clusterTexts.noOptionSelected,
  results: {
    title: 'Career Clusters',
    intro:
      'Career clusters group jobs that call for similar interests, strengths and studies. The survey asks about the ' +
      'activities you enjoy, what you are like and the school subjects you like, and ranks the 16 clusters by how ' +
      'well they fit you. It takes about {{minutes}} minutes.',
    updateSurvey: clusterTexts.updateSurvey,
    exploreTools: clusterTexts.exploreTools,
    signIn: 'Sign in',
    signInToSave: ' to save clusters and keep your results with your profile.',
    refresh: 'Refresh',
    noSurveyTitle: 'You have not taken the Career Clusters survey yet.',
    noSurveyText: 'Take it now to see which career clusters fit you best.',
    takeSurvey: 'Take Survey',
    top: 'Your Top Career Clusters',
    ranked: 'All Career Clusters, Ranked',
    howRanking: 'How the ranking works: ',
    scoringRule,
    place: { '0': '1st', '1': '2nd', '2': '3rd' },
    score: 'Score {{score}} of {{max}}',
    kind: { activity: 'Activities you chose', quality: 'Qualities you chose', subject: 'Subjects you chose' },
    // The server's own sentences are shown in English (contracts explainScore and explainTie); these word the same
    // figures in the other languages, and a test holds the English ones to the server's.
    explain: {
      none: 'You chose no activities, qualities or subjects linked to {{cluster}}.',
      some: 'You chose {{list}} linked to {{cluster}}.',
      activity_one: '{{count}} activity',
      activity_other: '{{count}} activities',
      quality_one: '{{count}} quality',
      quality_other: '{{count}} qualities',
      subject_one: '{{count}} subject',
      subject_other: '{{count}} subjects',
    },
    tie: {
      activities: 'Same score as {{above}}, which ranks higher because you chose more of its activities.',
      qualities: 'Same score as {{above}}, which ranks higher because you chose more of its qualities.',
      alphabetical: 'Same score as {{above}}, which comes first alphabetically.',
    },
    viewOccupations: clusterTexts.viewOccupations,
    viewOccupationsIn: '{{action}} in {{cluster}}',
    saveCluster: clusterTexts.saveCluster,
    clusterSaved: clusterTexts.clusterSaved,
    saveLabel: '{{action}}: {{cluster}}',
    interests: 'Your Interests',
    surveyTaken: 'Survey taken {{date}}',
    viewOpportunities: clusterTexts.viewOpportunities,
    noSaved: 'Save a cluster from your results to find its opportunities here.',
  },
};
export default clusters;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    clusters: typeof clusters;
  }
}
