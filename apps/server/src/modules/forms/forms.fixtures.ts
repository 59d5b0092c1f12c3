import type { FormAnswers } from '@portal/contracts';

/** A real-looking SSN for tests: the tests grep logs and the database for it. */
export const testSsn = '219-09-9999';

const week = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'] as const;

/** Hours worked on the first two days of a week, the other rows empty. */
export function recentHours() {
  const rows: Record<string, string | number | null> = {};
  week.forEach((day, index) => {
    rows[`day_${day}`] = index < 2 ? `2026-11-1${6 + index}` : '';
    rows[`hour_${day}`] = index < 2 ? 8 : null;
  });
  return rows;
}

/** Answers of the WIOA Adult & DW form's sections, valid for the given customer, keyed by section key. */
export function wioaAnswersBySection(options: {
  customer: { firstName: string; lastName: string; email?: string | null };
  documentIds?: number[];
  ssn?: string;
}): Record<string, FormAnswers> {
  const { customer, documentIds = [], ssn = testSsn } = options;
  return {
    about_you: {
      primary_phone: '3035550148',
      current_email: customer.email ?? 'jordan@example.test',
      primary_address: {
        lookup: '1550 Larimer St, Denver, CO 80202',
        address: '1550 Larimer St',
        address2: '',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        county: 'Denver',
        latitude: 39.7491,
        longitude: -104.9947,
      },
      date_of_birth: '1990-05-17',
      birth_sex: 'female',
      ssn,
    },
    background: {
      races: [2, 5],
      hispanic_latino: 'no',
      veteran_status: 'none',
      has_disability: false,
      barriers: ['single_parent'],
    },
    employment: {
      working: {
        employment_are_you_working: false,
        employment_status_most_recent_job_career_opportunity_id: 0,
        employment_status: 'laid_off_actively_seeking',
      },
      most_recent_job: 0,
      last_day_worked: '2026-09-30',
      weekly_hours: 40,
      work_zip: '80202',
      separation_reason: 'layoff',
      layoff_notice: documentIds,
      recent_hours: recentHours(),
    },
    household_income: {
      household_size: 3,
      household_income_6mo: 18000,
      tanf: { status: 'never', date: null },
      public_assistance: ['snap'],
      income_documents: [],
    },
    education_goals: {
      highest_grade: 'hs_or_ged',
      career_goals: 'Finish a medical coding certificate and work in a hospital billing office.',
      training_interest: 'Medical coding',
      reference_email: '',
    },
    self_attestation: {
      self_attestation: { firstName: customer.firstName, lastName: customer.lastName },
    },
  };
}

export function wioaAllAnswers(options: Parameters<typeof wioaAnswersBySection>[0]): FormAnswers {
  return Object.assign({}, ...Object.values(wioaAnswersBySection(options))) as FormAnswers;
}
