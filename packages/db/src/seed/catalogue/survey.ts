import type { SurveyStepRecord } from '../../reference/records.ts';

/** The career-cluster interest survey, written by us. Reference data: seeded in every installation. */
export const surveySteps: SurveyStepRecord[] = [];
