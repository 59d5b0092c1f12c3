import type { buildAnswerValidator } from '@portal/contracts';

type BuildAnswerValidator = typeof buildAnswerValidator;

let build: BuildAnswerValidator | undefined;
let pending: Promise<void> | undefined;

/**
 * The shared answer validator's code (forms spec 4-5; its rules use Zod, about 27 KiB gzip with it), fetched as the
 * form page starts fetching the form rather than before the page shows (issue #30); the form shows once it is there.
 */
export function loadAnswerValidator(): Promise<void> {
  pending ??= import('@portal/contracts/forms-answers').then(
    (module) => {
      build = module.buildAnswerValidator;
    },
    (error: unknown) => {
      pending = undefined; // a failed fetch is tried again the next time a form needs it
      throw error;
    },
  );
  return pending;
}

export const answerValidatorLoaded = () => build !== undefined;

/** The validator builder; the form page shows a form only once it is loaded (loadAnswerValidator). */
export function answerValidatorBuilder(): BuildAnswerValidator {
  if (!build) throw new Error("The answer validator's code is not loaded yet (loadAnswerValidator).");
  return build;
}
