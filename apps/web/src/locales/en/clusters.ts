import { clusterTexts, stepLabel } from '@portal/contracts';

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
};
export default clusters;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    clusters: typeof clusters;
  }
}
