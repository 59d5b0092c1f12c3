// The customer demographics' values and labels, without Zod: pages that only show or choose them do not carry Zod
// (ADR 0051). customer-demographics.ts re-exports them with the schemas.

/**
 * What the eligibility forms and the federal PIRL file ask about a customer, kept on the customer record (issue #26)
 * and reported in the PIRL (issue #28). Values are ours and read as words; the PIRL's code values are mapped from them
 * in the reports module, so a new PIRL revision changes that mapping, not the records.
 */
export const yesNoUndisclosed = ['yes', 'no', 'not_disclosed'] as const;
export const yesNoUndisclosedLabels: Record<(typeof yesNoUndisclosed)[number], string> = {
  yes: 'Yes',
  no: 'No',
  not_disclosed: 'Did not disclose',
};

export const customerSexValues = ['male', 'female', 'not_disclosed'] as const;
export const customerSexLabels: Record<(typeof customerSexValues)[number], string> = {
  male: 'Male',
  female: 'Female',
  not_disclosed: 'Did not self-identify',
};

/** An empty list means the customer chose not to self-identify; null means nobody asked. */
export const customerRaceValues = [
  'american_indian_alaska_native',
  'asian',
  'black_african_american',
  'native_hawaiian_pacific_islander',
  'white',
] as const;
export const customerRaceLabels: Record<(typeof customerRaceValues)[number], string> = {
  american_indian_alaska_native: 'American Indian or Alaska Native',
  asian: 'Asian',
  black_african_american: 'Black or African American',
  native_hawaiian_pacific_islander: 'Native Hawaiian or Other Pacific Islander',
  white: 'White',
};

export const employmentStatusAtEntryValues = [
  'employed',
  'employed_notice_of_termination',
  'not_in_labor_force',
  'unemployed',
] as const;
export const employmentStatusAtEntryLabels: Record<(typeof employmentStatusAtEntryValues)[number], string> = {
  employed: 'Employed',
  employed_notice_of_termination: 'Employed, but received a notice of termination or military separation',
  not_in_labor_force: 'Not in the labor force',
  unemployed: 'Unemployed',
};

export const highestGradeValues = [
  'none',
  'grade_1',
  'grade_2',
  'grade_3',
  'grade_4',
  'grade_5',
  'grade_6',
  'grade_7',
  'grade_8',
  'grade_9',
  'grade_10',
  'grade_11',
  'grade_12',
  'high_school_diploma',
  'high_school_equivalency',
  'certificate_of_attendance',
  'some_postsecondary',
  'postsecondary_certificate',
  'associate_degree',
  'bachelor_degree',
  'beyond_bachelor_degree',
] as const;
export const highestGradeLabels: Record<(typeof highestGradeValues)[number], string> = {
  none: 'No school grades completed',
  grade_1: 'Grade 1',
  grade_2: 'Grade 2',
  grade_3: 'Grade 3',
  grade_4: 'Grade 4',
  grade_5: 'Grade 5',
  grade_6: 'Grade 6',
  grade_7: 'Grade 7',
  grade_8: 'Grade 8',
  grade_9: 'Grade 9',
  grade_10: 'Grade 10',
  grade_11: 'Grade 11',
  grade_12: 'Grade 12, no diploma',
  high_school_diploma: 'High school diploma',
  high_school_equivalency: 'High school equivalency (GED or similar)',
  certificate_of_attendance: 'Certificate of attendance or completion (with a disability)',
  some_postsecondary: 'One or more years of college, no degree',
  postsecondary_certificate: 'Postsecondary technical or vocational certificate',
  associate_degree: "Associate's degree",
  bachelor_degree: "Bachelor's degree",
  beyond_bachelor_degree: "Degree beyond a bachelor's",
};

/** Why a participation ended other than the usual way (the PIRL's "other reasons for exit"); null: none of these. */
export const exitReasonValues = [
  'institutionalized',
  'health_medical',
  'deceased',
  'reserve_forces_active_duty',
  'foster_care',
  'ineligible',
  'criminal_offender',
] as const;
export const exitReasonLabels: Record<(typeof exitReasonValues)[number], string> = {
  institutionalized: 'Institutionalized',
  health_medical: 'Health or medical',
  deceased: 'Deceased',
  reserve_forces_active_duty: 'Reserve forces called to active duty',
  foster_care: 'Relocated to a mandated program (foster care, youth)',
  ineligible: 'Found ineligible (youth)',
  criminal_offender: 'Criminal offender (youth)',
};

/** How an exit came about: recorded by staff, or found after 90 days with no service and none planned. */
export const exitKindValues = ['recorded', 'automatic'] as const;
