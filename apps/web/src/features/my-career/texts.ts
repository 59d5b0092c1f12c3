import { clusterSurveyMinutes, myCareerConstants, skillsSurveyMinutes } from '@portal/contracts';

/** Participant spec 4: how long each intake card's input takes (its texts are the `my-career` catalogue's). */
export const intakeCardMinutes = {
  clusterSurvey: clusterSurveyMinutes,
  skillsSurvey: skillsSurveyMinutes,
  work: myCareerConstants.workHistoryMinutes,
  education: myCareerConstants.educationHistoryMinutes,
} as const;
export type IntakeCardKey = keyof typeof intakeCardMinutes;
