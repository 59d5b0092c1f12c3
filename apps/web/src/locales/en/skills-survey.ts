/**
 * The skills survey and its result (participant spec 4). The contract's skillsSurveyTexts and skillRatings word for
 * word, written out rather than imported: that module brings Zod, and English catalogues load with the entry.
 */
const skillsSurvey = {
  title: 'Skills Survey',
  intro:
    'Rate how well you can do each of these today. There are no wrong answers: this helps us match you to careers.',
  minutes: ' It takes about {{minutes}} minutes.',
  retaking: ' Your last answers are filled in: change any that are out of date.',
  loadErrorWhat: 'the skills survey',
  saved: 'Your skills survey has been saved.',
  stepLabel: 'Step {{step}} of {{total}}',
  progress: 'Survey progress',
  ratingRequired: 'Please choose a rating.',
  rating: { '1': 'Not yet', '2': 'A little', '3': 'Fairly well', '4': 'Well', '5': 'Very well' },
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  resultTitle: 'Your Skills',
  retakeSurvey: 'Retake Survey',
  seeMatches: 'See your matches',
  resultLoadErrorWhat: 'your skills survey result',
  noResult: 'You have not taken the skills survey yet.',
  takeSurvey: 'Take Survey',
  strengths: 'Your strongest skills',
  strengthsIntro: 'The skills you rated highest, and careers where they matter most.',
  noStrengths: 'You did not rate any skill as Well or Very well yet. Your matches use every rating you gave.',
  growth: 'Skills you could build next',
  growthIntro: 'Skills your best matches rely on that you rated lower: building them would raise those matches.',
  connectsTo: 'Careers that rely on this skill',
  youRated: 'You rated yourself: {{label}} ({{rating}} of 5)',
  credit: 'The skill list comes from the O*NET 29.3 Database (USDOL/ETA), used under the CC BY 4.0 license.',
};
export default skillsSurvey;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'skills-survey': typeof skillsSurvey;
  }
}
