// Time to validate a complete WIOA Adult & DW submission on the server: parse the JSON body, check its envelope with
// the route's Zod schema, build the answer validator from the form's questions and validate every answer (what the
// complete-submission route does before it touches the database). Baseline in the same run: JSON.parse plus the
// envelope's Zod parse alone, i.e. what any JSON route pays for the same body.
import { buildAnswerValidator, formSubmissionBodySchema, selfAttestationQuestion } from '@portal/contracts';
import { wioaAdultDefinition } from '@portal/db/factories';
import { wioaAllAnswers } from '../apps/server/src/modules/forms/forms.fixtures.ts';
import { percentile, printFigure } from './support.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5000);

function time(work: () => void): number[] {
  for (let i = 0; i < 500; i += 1) work(); // warm-up: let the JIT settle
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = process.hrtime.bigint();
    work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}

export function benchFormValidation() {
  const customer = { firstName: 'Renée', lastName: 'Okafor', email: 'renee@example.test' };
  const raw = JSON.stringify({ answers: wioaAllAnswers({ customer, documentIds: [101, 102] }) });
  const questions = [...wioaAdultDefinition.sections.flatMap((section) => section.questions), selfAttestationQuestion];
  const context = { customer: { first_name: customer.firstName, last_name: customer.lastName }, useLastFourSsn: false };

  const baseline = time(() => {
    formSubmissionBodySchema.parse(JSON.parse(raw));
  });
  const full = time(() => {
    const body = formSubmissionBodySchema.parse(JSON.parse(raw));
    const errors = buildAnswerValidator(questions, context).validate(body.answers);
    if (Object.keys(errors).length > 0) throw new Error(`The bench submission is invalid: ${JSON.stringify(errors)}`);
  });

  const micro = (samples: number[], p: number) => percentile(samples, p) * 1000;
  const p50 = percentile(full, 0.5);
  console.log(
    `\nForm validation (WIOA Adult & DW, ${questions.length} questions, ${raw.length} bytes, ${rounds} rounds)`,
  );
  printFigure('complete submission validated, p50', micro(full, 0.5), 'µs');
  printFigure('complete submission validated, p95', micro(full, 0.95), 'µs');
  printFigure('baseline JSON.parse + envelope parse, p50', micro(baseline, 0.5), 'µs');
  printFigure('baseline JSON.parse + envelope parse, p95', micro(baseline, 0.95), 'µs');
  printFigure('ratio validated / baseline (p50)', p50 / percentile(baseline, 0.5), 'x');
  printFigure('target: under', 5000, 'µs');
}
