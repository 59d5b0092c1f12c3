// Plain values of the skills survey (paths, routes, texts, the rating scale, its length), kept apart from its Zod schemas
// (skills-survey.ts re-exports them) so the About page and the tools cards that name it do not load Zod (#30).

export const skillsSurveyPaths = {
  /** GET: the steps with the customer's current ratings (null before the survey is taken). */
  survey: '/internal-api/skills-survey',
  /** PUT: all ratings (the survey is taken and retaken through the same call). */
  save: '/internal-api/skills-survey',
  /** GET: strengths and the occupations they connect to. */
  result: '/internal-api/skills-survey/result',
} as const;

export const skillsSurveyRoutes = {
  survey: '/customer-portal/pairin/survey',
  result: '/customer-portal/pairin/result',
} as const;

export const skillsSurveyTexts = {
  title: 'Skills Survey',
  intro:
    'Rate how well you can do each of these today. There are no wrong answers: this helps us match you to careers.',
  resultTitle: 'Your Skills',
  strengths: 'Your strongest skills',
  growth: 'Skills you could build next',
  connectsTo: 'Careers that rely on this skill',
  noResult: 'You have not taken the skills survey yet.',
  takeSurvey: 'Take Survey',
  retakeSurvey: 'Retake Survey',
  saved: 'Your skills survey has been saved.',
  ratingRequired: 'Please choose a rating.',
  unknownSkill: 'This skill is not part of the survey.',
  /** O*NET credit, shown with the survey result and on the About page. */
  credit: 'The skill list comes from the O*NET 29.3 Database (USDOL/ETA), used under the CC BY 4.0 license.',
} as const;

/** Spec 4: survey length label of the skills survey intake card. */
export const skillsSurveyMinutes = 15;

/** The 1-5 self-rating scale. */
export const skillRatings = [
  { value: 1, label: 'Not yet' },
  { value: 2, label: 'A little' },
  { value: 3, label: 'Fairly well' },
  { value: 4, label: 'Well' },
  { value: 5, label: 'Very well' },
] as const;
export type SkillRating = (typeof skillRatings)[number]['value'];
