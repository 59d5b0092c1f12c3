import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';

export interface ProgramEligibilityRule {
  id: number;
  name: string;
  eligibilityFormId: number | null;
  eligibilityQuestion: string | null;
}

export interface Eligibility {
  program_id: number;
  name: string;
  status: boolean;
  reason: string;
}

const yes = new Set(['yes', 'true', '1', 'y']);

/**
 * Eligibility per program from the customer's eligibility forms: a program without a form has no review (eligible);
 * with one, the customer is eligible once that form is complete and, when the program names a question, the
 * complete answer to it is yes.
 */
export async function eligibilityFor(
  db: DbOrTx,
  customerId: number,
  programs: ProgramEligibilityRule[],
): Promise<Eligibility[]> {
  const formIds = [...new Set(programs.flatMap((p) => (p.eligibilityFormId === null ? [] : [p.eligibilityFormId])))];
  const responses = formIds.length
    ? (
        (await db.execute(sql`
        select f.id as form_ref, r.status, r.answers, f.name_short
        from forms f left join form_responses r on r.form_id = f.id and r.customer_id = ${customerId}
        where f.id = any(${sql.param(formIds)}::int[])
      `)) as unknown as {
          rows: {
            form_ref: number;
            status: string | null;
            answers: Record<string, unknown> | null;
            name_short: string;
          }[];
        }
      ).rows
    : [];
  return programs.map((program) => {
    const base = { program_id: program.id, name: program.name };
    if (program.eligibilityFormId === null) return { ...base, status: true, reason: 'No eligibility review' };
    const response = responses.find((row) => row.form_ref === program.eligibilityFormId);
    if (!response || response.status !== 'Complete')
      return { ...base, status: false, reason: `The ${response?.name_short ?? 'eligibility'} form is not completed` };
    if (program.eligibilityQuestion) {
      const answer = String(response.answers?.[program.eligibilityQuestion] ?? '')
        .trim()
        .toLowerCase();
      if (!yes.has(answer))
        return {
          ...base,
          status: false,
          reason: `The completed ${response.name_short} form does not show eligibility`,
        };
    }
    return { ...base, status: true, reason: `Eligible by the completed ${response.name_short} form` };
  });
}
