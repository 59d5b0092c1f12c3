import type { PirlProgramCode } from '@portal/contracts';

/**
 * One period of participation as the PIRL reads it: a service-log enrolment in a PIRL program, with what the customer
 * record says about the person and what the batch queries found (services, training, wages after exit, credentials,
 * skill gains). Flat on purpose: an element of the layout names one of these fields as its source (elements.ts).
 * Dates are YYYY-MM-DD in the board's time zone; null is "no value".
 */
export interface PirlPeriod {
  /** The record's place in the file (the layout's OBS number). */
  obs: number;
  enrollmentId: number;
  customerId: number;
  program: PirlProgramCode;
  entryDate: string;
  /** Null while open, and when the exit falls after the report window. */
  exitDate: string | null;
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
  msgSecondaryDiplomaDate: string | null;
  msgTranscriptDate: string | null;
  msgTrainingMilestoneDate: string | null;
  msgSkillsProgressionDate: string | null;
  /** A program exempt reason (performance_records) dated in the period: an exclusion 923 should name. */
  exemptReasonRecorded: boolean;
}

export type PirlSource = keyof PirlPeriod;
