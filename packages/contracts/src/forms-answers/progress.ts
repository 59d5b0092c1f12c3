import type { FormAnswers } from '../forms.ts';
import { isAnswered, isRequiredAnswer } from './answered.ts';
import type { ValidatableQuestion } from './types.ts';

/** Spec 4: answered required questions over required questions, rounded up, capped at 100; 100 with none required. */
export function sectionProgress(questions: readonly ValidatableQuestion[], answers: FormAnswers): number {
  let required = 0;
  let answered = 0;
  for (const question of questions) {
    if (!isRequiredAnswer(question)) continue;
    required += 1;
    if (isAnswered(question, answers[question.identifier])) answered += 1;
  }
  if (required === 0) return 100;
  return Math.min(100, Math.ceil((answered * 100) / required));
}
