import { describe, expect, it } from 'vitest';
import { ageOn, duplicateAndLogicalChecks, pirlChecks, type PirlCheck } from './checks.ts';
import { pirlElements } from './elements.ts';
import type { PirlPeriod } from './period.ts';
import { CheckTally } from './run-checks.ts';

/** Every edit check fires on a record made bad for it and stays silent on a good one. */

function goodPeriod(overrides: Partial<PirlPeriod> = {}): PirlPeriod {
  return {
    obs: 1,
    enrollmentId: 10,
    enrollments: [{ id: 10, program: '903' }],
    programs: ['903'],
    duplicateEnrollment: null,
    customerId: 7,
    entryDate: '2024-08-05',
    exitDate: '2025-01-20',
    exitReason: 'none',
    birthdate: '1990-05-17',
    stateOfResidence: 'CO',
    countyOfResidence: '001',
    sex: 'female',
    hispanicLatino: 'no',
    races: ['white'],
    disability: 'no',
    veteranStatus: 'no',
    highestGrade: 'high_school_diploma',
    employmentAtEntry: 'unemployed',
    firstServiceDate: '2024-08-05',
    lastServiceDate: '2024-12-02',
    receivedTraining: 'yes',
    trainingStartDate: '2024-09-03',
    trainingType: 'Occupational Skills Training',
    trainingProvider: 'Front Range Community College',
    ita: 'yes',
    employedQ2: 'ui_wage',
    employedQ4: 'supplemental',
    wagesQ2: 11440,
    wagesQ4: 11440,
    wageWithoutEmployer: false,
    credential1Type: 209,
    credential1Date: '2025-03-01',
    credential2Type: null,
    credential2Date: null,
    credential3Type: null,
    credential3Date: null,
    latestCredentialDate: '2025-03-01',
    msgEflDate: null,
    msgTranscriptDate: null,
    msgTrainingMilestoneDate: '2024-12-01',
    msgSkillsProgressionDate: null,
    exemptReasonRecorded: false,
    ...overrides,
  };
}

const quiet = { overlapsEarlier: false };

function failures(check: PirlCheck, period: PirlPeriod, context = quiet) {
  return check.fails(period, context);
}

describe('valid-value checks (from the element table)', () => {
  const valueChecks = pirlChecks.filter((check) => check.kind === 'valid_value');
  it('has one for every coded or required element that staff can fix', () => {
    const expected = pirlElements
      .filter((element) => element.fix && (element.required || element.rule.kind === 'code'))
      .map((element) => `V${element.number}`);
    expect(valueChecks.map((check) => check.id)).toEqual(expected);
  });

  it.each(valueChecks.map((check) => [check.id, check] as const))('%s fires on a bad value only', (_, check) => {
    const element = pirlElements.find((candidate) => candidate.number === check.elements[0])!;
    expect(failures(check, goodPeriod())).toBe(false);
    if (element.rule.kind === 'code') {
      expect(failures(check, goodPeriod({ [element.source]: 'not a layout value' }))).toBe(true);
    }
    expect(failures(check, goodPeriod({ [element.source]: null }))).toBe(element.required === true);
  });
});

/** A WIOA Youth period (co-enrolled in Wagner-Peyser). */
function youth(overrides: Partial<PirlPeriod>): Partial<PirlPeriod> {
  return {
    enrollments: [
      { id: 10, program: '918' },
      { id: 11, program: '905' },
    ],
    programs: ['918', '905'],
    ...overrides,
  };
}

describe('duplicate and logical checks', () => {
  const check = (id: string) => duplicateAndLogicalChecks.find((candidate) => candidate.id === id)!;
  const cases: [string, Partial<PirlPeriod>, Partial<PirlPeriod>?][] = [
    ['L01', { exitDate: '2024-08-04' }, { exitDate: '2024-08-05' }],
    ['L02', { exitDate: null, exitReason: 'deceased' }, { exitDate: null, exitReason: null }],
    ['L03', { exemptReasonRecorded: true }, { exemptReasonRecorded: true, exitReason: 'health_medical' }],
    ['L04', { wageWithoutEmployer: true }],
    ['L05', { latestCredentialDate: '2026-01-21' }, { latestCredentialDate: '2026-01-20' }],
    ['L06', { birthdate: '2010-08-06' }, { birthdate: '2010-08-05' }],
    ['L07', youth({ birthdate: '1999-08-05' }), youth({ birthdate: '1999-08-06' })],
  ];

  it('covers every listed check', () => {
    expect(
      cases
        .map(([id]) => id)
        .concat('D01')
        .sort(),
    ).toEqual(duplicateAndLogicalChecks.map((c) => c.id).sort());
  });

  it.each(cases)('%s fires on the bad record and stays silent on the good one', (id, bad, good) => {
    expect(failures(check(id), goodPeriod(bad))).toBe(true);
    expect(failures(check(id), goodPeriod(good ?? {}))).toBe(false);
  });

  it('D01 fires on a second enrolment in a program the period holds, listed under that enrolment', () => {
    const tally = new CheckTally();
    tally.check(
      goodPeriod({
        enrollments: [
          { id: 1, program: '904' },
          { id: 2, program: '918' },
        ],
        programs: ['904', '918'],
      }),
    );
    expect(tally.result(1).total_failures).toBe(0);
    tally.check(
      goodPeriod({
        customerId: 8,
        enrollments: [
          { id: 3, program: '904' },
          { id: 4, program: '918' },
          { id: 5, program: '904' },
        ],
        programs: ['904', '918'],
        duplicateEnrollment: { id: 5, program: '904' },
      }),
    );
    const result = tally.result(2);
    expect(result.failures.map((failure) => [failure.rule_id, failure.enrollment_id, failure.program])).toEqual([
      ['D01', 5, '904'],
    ]);
    expect(result.elements).toEqual([{ element: '900', name: 'Date of Program Entry', failures: 1 }]);
    expect(result.ready).toBe(false);
  });

  it('D01 fires on a record of the same person that overlaps an earlier one, whatever its programs', () => {
    const tally = new CheckTally();
    // Later periods of the person, after the earlier exit: silent.
    tally.check(goodPeriod({ enrollmentId: 1, enrollments: [{ id: 1, program: '903' }] }));
    tally.check(
      goodPeriod({
        enrollmentId: 2,
        enrollments: [{ id: 2, program: '918' }],
        programs: ['918'],
        entryDate: '2025-01-21',
        exitDate: null,
      }),
    );
    // Another person on the same days: silent.
    tally.check(goodPeriod({ enrollmentId: 3, customerId: 8, enrollments: [{ id: 3, program: '903' }] }));
    expect(tally.result(3).total_failures).toBe(0);
    // The same person again, in another program, while the earlier period is open: a duplicate record.
    tally.check(
      goodPeriod({
        enrollmentId: 4,
        customerId: 8,
        enrollments: [{ id: 4, program: '904' }],
        programs: ['904'],
        entryDate: '2024-08-05',
      }),
    );
    tally.check(
      goodPeriod({
        enrollmentId: 5,
        customerId: 8,
        enrollments: [{ id: 5, program: '918' }],
        programs: ['918'],
        entryDate: '2025-01-20',
      }),
    );
    expect(tally.result(5).failures.map((failure) => [failure.rule_id, failure.enrollment_id])).toEqual([
      ['D01', 4],
      ['D01', 5],
    ]);
  });

  it('lists a failure under the enrolment it concerns: L07 under the youth enrolment', () => {
    const tally = new CheckTally();
    tally.check(goodPeriod(youth({ birthdate: '1990-01-01' })));
    expect(
      tally.result(1).failures.map((failure) => [failure.rule_id, failure.enrollment_id, failure.program]),
    ).toEqual([['L07', 11, '905']]);
  });

  it('ages count whole years, the birthday itself included', () => {
    expect(ageOn('2000-03-01', '2024-02-29')).toBe(23);
    expect(ageOn('2000-03-01', '2024-03-01')).toBe(24);
  });
});
