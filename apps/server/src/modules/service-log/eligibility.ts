import { sql } from 'drizzle-orm';
import type { EligibilityResult } from '@portal/contracts';
import type { DbOrTx } from '@portal/db';

export interface ProgramEligibilityRule {
  id: number;
  name: string;
  eligibilityFormId: number | null;
  eligibilityQuestion: string | null;
}

export type Eligibility = EligibilityResult;

type FormResponse = {
  form_ref: number;
  status: string | null;
  answers: Record<string, unknown> | null;
  name_short: string;
};
type Requirement = {
  program_id: number;
  label: string;
  document_categories: string[];
};
type Decision = {
  program_id: number;
  decision: 'eligible' | 'not_eligible';
  reason: string;
};

/** What the rules read about one customer, loaded once for every program. */
interface Facts {
  responses: FormResponse[];
  requirements: Requirement[];
  /** The categories of the customer's live documents. */
  categories: Set<string>;
}

/** One rule's finding: met, still open (staff must look), or failed (the answers say no). */
interface Finding {
  outcome: 'met' | 'open' | 'failed';
  reason: string;
  missing?: { label: string; categories: string[] };
}

const yes = new Set(['yes', 'true', '1', 'y']);

/** An answer as text: a list (checkboxes) joined by commas, and anything that is not a value as no answer. */
function answerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(answerText).join(',');
  return '';
}

/** The program's eligibility form: complete, and its named question answered yes. */
function formFinding(program: ProgramEligibilityRule, facts: Facts): Finding {
  if (program.eligibilityFormId === null) return { outcome: 'met', reason: 'No eligibility review' };
  const response = facts.responses.find((row) => row.form_ref === program.eligibilityFormId);
  if (!response || response.status !== 'Complete')
    return { outcome: 'open', reason: `The ${response?.name_short ?? 'eligibility'} form is not completed` };
  if (program.eligibilityQuestion) {
    const answer = answerText(response.answers?.[program.eligibilityQuestion]).trim().toLowerCase();
    if (!yes.has(answer))
      return { outcome: 'failed', reason: `The completed ${response.name_short} form does not show eligibility` };
  }
  return { outcome: 'met', reason: `Eligible by the completed ${response.name_short} form` };
}

/** Each document the program requires (program_document_requirements): a live document of an accepted category. */
function documentFindings(program: ProgramEligibilityRule, facts: Facts): Finding[] {
  return facts.requirements
    .filter((requirement) => requirement.program_id === program.id)
    .map((requirement) =>
      requirement.document_categories.some((category) => facts.categories.has(category))
        ? { outcome: 'met', reason: `${requirement.label} is on file` }
        : {
            outcome: 'open',
            reason: `${requirement.label} is missing`,
            missing: { label: requirement.label, categories: requirement.document_categories },
          },
    );
}

/** The rules every program passes through, in the order their reasons are listed. */
const rules: ((program: ProgramEligibilityRule, facts: Facts) => Finding | Finding[])[] = [
  formFinding,
  documentFindings,
];

/** The worst finding decides: any failed rule makes a program unlikely, any open one needs review. */
function assessmentOf(findings: Finding[]): EligibilityResult['assessment'] {
  if (findings.some((finding) => finding.outcome === 'failed')) return 'unlikely';
  if (findings.some((finding) => finding.outcome === 'open')) return 'needs_review';
  return 'likely_eligible';
}

async function loadFacts(db: DbOrTx, customerId: number, programs: ProgramEligibilityRule[]): Promise<Facts> {
  const formIds = [...new Set(programs.flatMap((p) => (p.eligibilityFormId === null ? [] : [p.eligibilityFormId])))];
  const programIds = programs.map((program) => program.id);
  const responses = formIds.length
    ? (
        (await db.execute<FormResponse>(sql`
        select f.id as form_ref, r.status, r.answers, f.name_short
        from forms f left join form_responses r on r.form_id = f.id and r.customer_id = ${customerId}
        where f.id = any(${sql.param(formIds)}::int[])
      `)) as { rows: FormResponse[] }
      ).rows
    : [];
  const requirements = programIds.length
    ? (
        (await db.execute<Requirement>(sql`
        select program_id, label, document_categories from program_document_requirements
        where program_id = any(${sql.param(programIds)}::int[]) order by program_id, id
      `)) as { rows: Requirement[] }
      ).rows
    : [];
  const categories = requirements.length
    ? (
        (await db.execute<{ document_category: string }>(sql`
        select distinct document_category from documents
        where customer_id = ${customerId} and deleted_at is null and document_category is not null
      `)) as { rows: { document_category: string }[] }
      ).rows.map((row) => row.document_category)
    : [];
  return { responses, requirements, categories: new Set(categories) };
}

async function latestDecisions(db: DbOrTx, customerId: number, programIds: number[]): Promise<Decision[]> {
  if (!programIds.length) return [];
  const result = (await db.execute<Decision>(sql`
    select distinct on (program_id) program_id, decision, reason from eligibility_decisions
    where customer_id = ${customerId} and program_id = any(${sql.param(programIds)}::int[])
    order by program_id, decided_at desc, id desc
  `)) as { rows: Decision[] };
  return result.rows;
}

/**
 * Eligibility per program. The assessment weighs every rule (the eligibility form, the documents the program
 * requires). `status` and `reason` keep their meaning for the service log's program options: the eligibility form
 * decides them, unless staff recorded a decision, which then decides (docs/decisions/0037).
 */
export async function eligibilityFor(
  db: DbOrTx,
  customerId: number,
  programs: ProgramEligibilityRule[],
): Promise<Eligibility[]> {
  const facts = await loadFacts(db, customerId, programs);
  const decisions = await latestDecisions(
    db,
    customerId,
    programs.map((program) => program.id),
  );
  return programs.map((program) => {
    const findings = rules.flatMap((rule) => rule(program, facts));
    const form = findings[0]!;
    const decision = decisions.find((row) => row.program_id === program.id) ?? null;
    return {
      program_id: program.id,
      name: program.name,
      status: decision ? decision.decision === 'eligible' : form.outcome === 'met',
      reason: decision
        ? `${decision.decision === 'eligible' ? 'Decided eligible' : 'Decided not eligible'}: ${decision.reason}`
        : form.reason,
      assessment: assessmentOf(findings),
      reasons: findings.map((finding) => finding.reason),
      missing_documents: findings.flatMap((finding) => (finding.missing ? [finding.missing] : [])),
      decision: decision?.decision ?? null,
    };
  });
}
