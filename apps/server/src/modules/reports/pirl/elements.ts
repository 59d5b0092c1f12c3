import type { PirlFixScreen } from '@portal/contracts';
import type { PirlSource } from './period.ts';
import type { PirlRule } from './rules.ts';

/**
 * The PIRL file's columns as data, in the layout's order: element number, name, where our value comes from, how it is
 * written, whether WIPS refuses a blank, and where staff fix it. The next revision of the layout is a change here
 * (and in the code lists below), not in the engine. Version and sources: docs/pirl.md.
 */
export const pirlLayoutVersion = 'ETA-9172 DOL-only PIRL, OMB 1205-0521 (PY 2024 revision)';

export interface PirlElement {
  /** The element number the header row carries ('OBS' for the record number, which has none). */
  number: string;
  name: string;
  source: PirlSource;
  rule: PirlRule;
  /** A blank fails the valid-value check (the element is required for every WIOA program we report). */
  required?: boolean;
  /** Where the value is kept, so a failure links there. */
  fix?: { screen: PirlFixScreen; field: string };
}

const yesNoUndisclosed = { yes: '1', no: '0', not_disclosed: '9' } as const;
const yesNo = { yes: '1', no: '0' } as const;

/**
 * 300 Veteran Status: served, or not. The layout's next element, 301 Eligible Veteran Status, tells eligible veterans
 * by length of service and other eligible persons apart; we keep no source for it and do not write it (docs/pirl.md).
 * Not disclosed is blank: the layout has no code for it.
 */
export const veteranStatusCodes = { yes: '1', no: '0', not_disclosed: '' } as const;

export const sexCodes = { male: '1', female: '2', not_disclosed: '9' } as const;

export const employmentAtEntryCodes = {
  employed: '1',
  employed_notice_of_termination: '2',
  not_in_labor_force: '3',
  unemployed: '0',
} as const;

export const highestGradeCodes: Readonly<Record<string, string>> = {
  none: '0',
  ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`grade_${i + 1}`, String(i + 1)])),
  high_school_diploma: '87',
  high_school_equivalency: '88',
  certificate_of_attendance: '89',
  some_postsecondary: '90',
  postsecondary_certificate: '91',
  associate_degree: '92',
  bachelor_degree: '93',
  beyond_bachelor_degree: '94',
};

/** 923: 00 when the period ended for none of these reasons (the engine writes 'none' for an exit without one). */
export const otherExitReasonCodes = {
  none: '00',
  institutionalized: '01',
  health_medical: '02',
  deceased: '03',
  reserve_forces_active_duty: '04',
  foster_care: '05',
  ineligible: '06',
  criminal_offender: '07',
} as const;

/** Employment in a quarter after exit, from the wage and employment records (docs/pirl.md). */
export const employedAfterExitCodes = {
  not_employed: '0',
  ui_wage: '1',
  supplemental: '2',
  not_yet_available: '9',
} as const;

/** Funding course types (funding_course_types.name) to the layout's types of training service. */
export const trainingTypeCodes = {
  'On-the-Job Training': '01',
  'Skill Upgrading': '02',
  'Entrepreneurial Training': '03',
  'Customized Training': '05',
  'Occupational Skills Training': '06',
  'Prerequisite Training': '08',
  'Registered Apprenticeship': '09',
  'Youth Occupational Skills Training': '10',
} as const;

/** Credential performance types (performance_types ids, seed/performance-types.ts) to the layout's credential types. */
export const credentialTypeCodes = {
  '201': '1',
  '202': '1',
  '203': '2',
  '204': '3',
  '205': '4',
  '206': '5',
  '207': '6',
  '208': '5',
  '209': '7',
} as const;

const customerField = (field: string) => ({ screen: 'customer_edit', field }) as const;
const programsField = (field: string) => ({ screen: 'customer_programs', field }) as const;
const fundingField = { screen: 'funding', field: 'Training request' } as const;
const wagesField = { screen: 'wages', field: 'Wage and employment records' } as const;
const credentialField = { screen: 'performance', field: 'Credential attainment' } as const;
const skillGainField = { screen: 'performance', field: 'Measurable skill gain' } as const;
const race = (value: string) => ({ kind: 'member', value }) as const;

export const pirlElements: readonly PirlElement[] = [
  { number: 'OBS', name: 'OBS Number', source: 'obs', rule: { kind: 'padded', length: 9 } },
  {
    number: '100',
    name: 'Unique Individual Identifier',
    source: 'customerId',
    rule: { kind: 'padded', length: 12 },
    required: true,
  },
  {
    number: '101',
    name: 'State Code of Residence',
    source: 'stateOfResidence',
    rule: { kind: 'text', maxLength: 2 },
    required: true,
    fix: customerField('ZIP code'),
  },
  {
    number: '102',
    name: 'County Code of Residence',
    source: 'countyOfResidence',
    rule: { kind: 'text', maxLength: 3 },
    fix: customerField('ZIP code'),
  },
  {
    number: '200',
    name: 'Date of Birth',
    source: 'birthdate',
    rule: { kind: 'date' },
    required: true,
    fix: customerField('Date of birth'),
  },
  {
    number: '201',
    name: 'Sex',
    source: 'sex',
    rule: { kind: 'code', codes: sexCodes },
    required: true,
    fix: customerField('Sex'),
  },
  {
    number: '202',
    name: 'Individual with a Disability',
    source: 'disability',
    rule: { kind: 'code', codes: yesNoUndisclosed },
    required: true,
    fix: customerField('Disability'),
  },
  {
    number: '210',
    name: 'Ethnicity Hispanic/Latino',
    source: 'hispanicLatino',
    rule: { kind: 'code', codes: yesNoUndisclosed },
    required: true,
    fix: customerField('Hispanic or Latino'),
  },
  {
    number: '211',
    name: 'American Indian or Alaska Native',
    source: 'races',
    rule: race('american_indian_alaska_native'),
    fix: customerField('Race'),
  },
  { number: '212', name: 'Asian', source: 'races', rule: race('asian'), fix: customerField('Race') },
  {
    number: '213',
    name: 'Black or African American',
    source: 'races',
    rule: race('black_african_american'),
    fix: customerField('Race'),
  },
  {
    number: '214',
    name: 'Native Hawaiian or Other Pacific Islander',
    source: 'races',
    rule: race('native_hawaiian_pacific_islander'),
    fix: customerField('Race'),
  },
  { number: '215', name: 'White', source: 'races', rule: race('white'), fix: customerField('Race') },
  {
    number: '300',
    name: 'Veteran Status',
    source: 'veteranStatus',
    rule: { kind: 'code', codes: veteranStatusCodes },
    fix: customerField('Veteran status'),
  },
  {
    number: '400',
    name: 'Employment Status at Program Entry',
    source: 'employmentAtEntry',
    rule: { kind: 'code', codes: employmentAtEntryCodes },
    required: true,
    fix: customerField('Employment status at entry'),
  },
  {
    number: '408',
    name: 'Highest School Grade Completed at Program Entry',
    source: 'highestGrade',
    rule: { kind: 'code', codes: highestGradeCodes },
    required: true,
    fix: customerField('Highest school grade completed'),
  },
  {
    number: '900',
    name: 'Date of Program Entry',
    source: 'entryDate',
    rule: { kind: 'date' },
    required: true,
    fix: programsField('Program entry date'),
  },
  {
    number: '901',
    name: 'Date of Program Exit',
    source: 'exitDate',
    rule: { kind: 'date' },
    fix: programsField('Exit date'),
  },
  { number: '903', name: 'Adult (WIOA)', source: 'programs', rule: { kind: 'flag', equals: '903' } },
  { number: '904', name: 'Dislocated Worker (WIOA)', source: 'programs', rule: { kind: 'flag', equals: '904' } },
  { number: '905', name: 'Youth (WIOA)', source: 'programs', rule: { kind: 'flag', equals: '905' } },
  {
    number: '918',
    name: 'Wagner-Peyser Employment Service',
    source: 'programs',
    rule: { kind: 'flag', equals: '918' },
  },
  {
    number: '923',
    name: 'Other Reasons for Exit',
    source: 'exitReason',
    rule: { kind: 'code', codes: otherExitReasonCodes },
    fix: programsField('Exit reason'),
  },
  {
    number: '1000',
    name: 'Date of First Career Service',
    source: 'firstServiceDate',
    rule: { kind: 'date' },
    fix: programsField('Services'),
  },
  {
    number: '1001',
    name: 'Date of Most Recent Career Service',
    source: 'lastServiceDate',
    rule: { kind: 'date' },
    fix: programsField('Services'),
  },
  { number: '1300', name: 'Received Training', source: 'receivedTraining', rule: { kind: 'code', codes: yesNo } },
  {
    number: '1301',
    name: 'Eligible Training Provider Name - Training Service #1',
    source: 'trainingProvider',
    rule: { kind: 'text', maxLength: 75 },
    fix: fundingField,
  },
  {
    number: '1303',
    name: 'Date Entered Training #1',
    source: 'trainingStartDate',
    rule: { kind: 'date' },
    fix: fundingField,
  },
  {
    number: '1304',
    name: 'Type of Training Service #1',
    source: 'trainingType',
    rule: { kind: 'code', codes: trainingTypeCodes },
    fix: fundingField,
  },
  {
    number: '1332',
    name: 'Established Individual Training Account (ITA)',
    source: 'ita',
    rule: { kind: 'code', codes: yesNo },
    fix: fundingField,
  },
  {
    number: '1602',
    name: 'Employed in 2nd Quarter After Exit Quarter',
    source: 'employedQ2',
    rule: { kind: 'code', codes: employedAfterExitCodes },
    fix: wagesField,
  },
  {
    number: '1606',
    name: 'Employed in 4th Quarter After Exit Quarter',
    source: 'employedQ4',
    rule: { kind: 'code', codes: employedAfterExitCodes },
    fix: wagesField,
  },
  {
    number: '1704',
    name: 'Wages 2nd Quarter After Exit Quarter',
    source: 'wagesQ2',
    rule: { kind: 'money' },
    fix: wagesField,
  },
  {
    number: '1706',
    name: 'Wages 4th Quarter After Exit Quarter',
    source: 'wagesQ4',
    rule: { kind: 'money' },
    fix: wagesField,
  },
  ...[1, 2, 3].flatMap((n) => [
    {
      number: String(1798 + 2 * n),
      name: `Type of Recognized Credential #${n}`,
      source: `credential${n}Type` as PirlSource,
      rule: { kind: 'code', codes: credentialTypeCodes } as const,
      fix: credentialField,
    },
    {
      number: String(1799 + 2 * n),
      name: `Date Attained Recognized Credential #${n}`,
      source: `credential${n}Date` as PirlSource,
      rule: { kind: 'date' } as const,
      fix: credentialField,
    },
  ]),
  {
    number: '1806',
    name: 'Date of Most Recent Measurable Skill Gains: Educational Functioning Level',
    source: 'msgEflDate',
    rule: { kind: 'date' },
    fix: skillGainField,
  },
  {
    number: '1807',
    name: 'Date of Most Recent Measurable Skill Gains: Postsecondary Transcript/Report Card',
    source: 'msgTranscriptDate',
    rule: { kind: 'date' },
    fix: skillGainField,
  },
  {
    number: '1809',
    name: 'Date of Most Recent Measurable Skill Gains: Training Milestone',
    source: 'msgTrainingMilestoneDate',
    rule: { kind: 'date' },
    fix: skillGainField,
  },
  {
    number: '1810',
    name: 'Date of Most Recent Measurable Skill Gains: Skills Progression',
    source: 'msgSkillsProgressionDate',
    rule: { kind: 'date' },
    fix: skillGainField,
  },
];

export const pirlElementByNumber = new Map(pirlElements.map((element) => [element.number, element]));
