import { clusterSurveyMinutes, myCareerConstants, myCareerTexts, skillsSurveyMinutes } from '@portal/contracts';

// The page's own words where the spec is silent (the spec's texts are in @portal/contracts: myCareerTexts).
export const bannerTexts = {
  title: 'Tell us about yourself to see your matches',
  text:
    'Take the Career Clusters survey, rate your skills, or add your work and education history. Every answer makes ' +
    'your matches more personal. Until then, these are example matches.',
  close: 'Close',
} as const;

/** Participant spec 4: the intake cards' titles, survey lengths and button labels. */
export const intakeCardTexts = {
  clusterSurvey: {
    title: 'Career Clusters survey',
    minutes: clusterSurveyMinutes,
    done: myCareerTexts.updateAnswers,
    todo: myCareerTexts.takeSurvey,
  },
  skillsSurvey: {
    title: 'Skills survey',
    minutes: skillsSurveyMinutes,
    // Spec 4: 'the skills survey reads Retake Survey', taken or not (unlike the cluster survey's two labels).
    done: myCareerTexts.retakeSurvey,
    todo: myCareerTexts.retakeSurvey,
  },
  work: { title: 'Work History', minutes: myCareerConstants.workHistoryMinutes, done: 'Update Work', todo: 'Add Work' },
  education: {
    title: 'Education History',
    minutes: myCareerConstants.educationHistoryMinutes,
    done: 'Update Education',
    todo: 'Add Education',
  },
} as const;
export type IntakeCardKey = keyof typeof intakeCardTexts;
