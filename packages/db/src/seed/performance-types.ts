import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { performanceTypes } from '../schema/index.ts';

type Kind = 'measurable_skill_gain' | 'credential_attainment' | 'program_incomplete_reason' | 'program_exempt_reason';

/**
 * The type lists of the four performance kinds (staff spec 3: id, type, is_evidence_must). The spec does not list
 * them; these follow the WIOA participant record (PIRL) categories, worded by us (docs/spec-decisions.md). Ids are
 * fixed so that records and the web can name them; a later seed updates names and flags in place.
 */
export const performanceTypeSeed: ReadonlyArray<{ id: number; kind: Kind; type: string; isEvidenceMust: boolean }> = [
  // Measurable skill gains: the five kinds of documented progress.
  { id: 101, kind: 'measurable_skill_gain', type: 'Educational Functioning Level Gain', isEvidenceMust: true },
  { id: 102, kind: 'measurable_skill_gain', type: 'Secondary School Diploma or Equivalent', isEvidenceMust: true },
  { id: 103, kind: 'measurable_skill_gain', type: 'Transcript or Report Card', isEvidenceMust: true },
  { id: 104, kind: 'measurable_skill_gain', type: 'Training Milestone', isEvidenceMust: false },
  { id: 105, kind: 'measurable_skill_gain', type: 'Skills Progression', isEvidenceMust: false },
  // Credential attainment: the recognised credential types.
  { id: 201, kind: 'credential_attainment', type: 'Secondary School Diploma', isEvidenceMust: true },
  { id: 202, kind: 'credential_attainment', type: 'High School Equivalency', isEvidenceMust: true },
  { id: 203, kind: 'credential_attainment', type: "Associate's Degree", isEvidenceMust: true },
  { id: 204, kind: 'credential_attainment', type: "Bachelor's Degree", isEvidenceMust: true },
  { id: 205, kind: 'credential_attainment', type: 'Occupational Licensure', isEvidenceMust: true },
  { id: 206, kind: 'credential_attainment', type: 'Occupational Certificate', isEvidenceMust: true },
  { id: 207, kind: 'credential_attainment', type: 'Occupational Certification', isEvidenceMust: true },
  {
    id: 208,
    kind: 'credential_attainment',
    type: 'Registered Apprenticeship Certificate of Completion',
    isEvidenceMust: true,
  },
  {
    id: 209,
    kind: 'credential_attainment',
    type: 'Other Recognized Diploma, Degree or Certificate',
    isEvidenceMust: false,
  },
  // Why a participant did not complete the program.
  { id: 301, kind: 'program_incomplete_reason', type: 'Entered Employment Before Completion', isEvidenceMust: false },
  { id: 302, kind: 'program_incomplete_reason', type: 'Family or Childcare Responsibilities', isEvidenceMust: false },
  { id: 303, kind: 'program_incomplete_reason', type: 'Transportation Barrier', isEvidenceMust: false },
  { id: 304, kind: 'program_incomplete_reason', type: 'Lost Contact', isEvidenceMust: false },
  { id: 305, kind: 'program_incomplete_reason', type: 'Moved Out of the Area', isEvidenceMust: false },
  { id: 306, kind: 'program_incomplete_reason', type: 'Other Reason', isEvidenceMust: false },
  // Exits that leave the participant out of performance (the exclusions of the WIOA performance guidance).
  { id: 401, kind: 'program_exempt_reason', type: 'Institutionalized', isEvidenceMust: true },
  { id: 402, kind: 'program_exempt_reason', type: 'Health or Medical Condition', isEvidenceMust: true },
  { id: 403, kind: 'program_exempt_reason', type: 'Deceased', isEvidenceMust: true },
  { id: 404, kind: 'program_exempt_reason', type: 'Reserve Forces Called to Active Duty', isEvidenceMust: true },
  { id: 405, kind: 'program_exempt_reason', type: 'Youth in Foster Care Moved Out of the Area', isEvidenceMust: false },
  {
    id: 406,
    kind: 'program_exempt_reason',
    type: 'Ineligible Due to Fraud or Other Legal Reasons',
    isEvidenceMust: true,
  },
];

export async function seedPerformanceTypes(db: DbOrTx): Promise<void> {
  await db
    .insert(performanceTypes)
    .values([...performanceTypeSeed])
    .onConflictDoUpdate({
      target: performanceTypes.id,
      set: {
        kind: sql`excluded.kind`,
        type: sql`excluded.type`,
        isEvidenceMust: sql`excluded.is_evidence_must`,
      },
    });
}
