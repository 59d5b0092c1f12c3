import type { PirlProgramCode } from '@portal/contracts';

/** One service-log enrolment of a period, in a PIRL program. */
export interface PirlEnrollment {
  id: number;
  program: PirlProgramCode;
}

/**
 * One period of participation as the PIRL reads it: the service-log enrolments of one person in the reported PIRL
 * programs whose dates overlap or touch (a co-enrolment is one period, not one per program), with what the customer
 * record says about the person and what the batch queries found over the whole period (services, training, wages
 * after exit, credentials, skill gains). Flat on purpose: an element of the layout names one of these fields as its
 * source (elements.ts). Dates are YYYY-MM-DD in the board's time zone; null is "no value".
 */
export interface PirlPeriod {
  /** The record's place in the file (the layout's OBS number). */
  obs: number;
  /** The period's first enrolment (earliest entry): the period's key. */
  enrollmentId: number;
  /** Every enrolment of the period, by entry. */
  enrollments: PirlEnrollment[];
  /** The programs the person takes part in during the period, each once, by first entry (903, 904, 905, 918). */
  programs: PirlProgramCode[];
  /** A second enrolment in a program the period already holds (the same person enrolled twice): null when none. */
  duplicateEnrollment: PirlEnrollment | null;
  customerId: number;
  /** The earliest entry of the period's enrolments. */
  entryDate: string;
  /** The latest exit once every enrolment of the period has exited; null while one is open or exits after the window. */
  exitDate: string | null;
  /** The other reason for exit of the period's exit ('none' for an exit without one); on an open period, a reason
   * recorded on one of its open enrolments. */
  exitReason: string | null;
  birthdate: string | null;
  stateOfResidence: string | null;
  countyOfResidence: string | null;
  sex: string | null;
  hispanicLatino: string | null;
  /** Null: nobody asked; empty: the customer chose not to self-identify. */
  races: string[] | null;
  disability: string | null;
  veteranStatus: string | null;
  highestGrade: string | null;
  employmentAtEntry: string | null;
  firstServiceDate: string | null;
  lastServiceDate: string | null;
  receivedTraining: 'yes' | 'no';
  trainingStartDate: string | null;
  /** The funding course type's name (funding_course_types), mapped to the layout's codes by the element's rule. */
  trainingType: string | null;
  trainingProvider: string | null;
  /** 'yes' when training was paid through an approved training request (our individual training account). */
  ita: 'yes' | 'no' | null;
  /** 'ui_wage', 'supplemental', 'not_employed', 'not_yet_available'; null without an exit. */
  employedQ2: string | null;
  employedQ4: string | null;
  wagesQ2: number | null;
  wagesQ4: number | null;
  /** Some wage record covering the 2nd or 4th quarter after exit names no employer. */
  wageWithoutEmployer: boolean;
  /** Performance type ids (performance_types) and dates of up to three credentials, earliest first. */
  credential1Type: number | null;
  credential1Date: string | null;
  credential2Type: number | null;
  credential2Date: string | null;
  credential3Type: number | null;
  credential3Date: string | null;
  /** The latest credential date of the period, whatever the window (the logical checks look at it). */
  latestCredentialDate: string | null;
  msgEflDate: string | null;
  msgTranscriptDate: string | null;
  msgTrainingMilestoneDate: string | null;
  msgSkillsProgressionDate: string | null;
  /** A program exempt reason (performance_records) dated in the period: an exclusion 923 should name. */
  exemptReasonRecorded: boolean;
}

export type PirlSource = keyof PirlPeriod;
