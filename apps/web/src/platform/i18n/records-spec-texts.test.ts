import {
  birthdateMessages,
  customerDocumentMessages,
  downloadPageMessages,
  errorMessages,
  experienceMessages,
  formMessages,
  paperSizeLabels,
  referralMessages,
  referralStatusLabels,
  requiredMessage,
  resumeMessages,
  resumeTexts,
  sexLabels,
  uploadMessages,
} from '@portal/contracts';
import * as contracts from '@portal/contracts';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import documents from '../../locales/en/documents';
import experiences from '../../locales/en/experiences';
import forms from '../../locales/en/forms';
import referrals from '../../locales/en/referrals';
import resume from '../../locales/en/resume';
import validation from '../../locales/en/validation';
import { activateLanguage, resetLanguageForTests } from './i18n';
import { translateValidationMessage } from './validation';

/** Every string in a module's exports, however deep in its objects and arrays. */
function exportedTexts(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => exportedTexts(item, seen));
}

/**
 * The records side's English catalogues say the contracts' spec texts word for word (issue #24: "spec English
 * unchanged"), so a reworded contract text shows here first.
 */
describe("the records side's English catalogues are the contracts' texts", () => {
  it('resume', () => {
    const { title, intro, onePage, contact, objective, jobs, educations, noJobs, noEducations, paperSize } =
      resumeTexts;
    expect(resume).toMatchObject({ title, intro, onePage, contact, objective, jobs, educations, noJobs, noEducations });
    expect(resume).toMatchObject({ paperSize, paperSizes: paperSizeLabels });
    const { download, addBullet, loadWhat, downloaded, fixFields, backToOccupation, loading } = resumeTexts;
    expect(resume).toMatchObject({ download, addBullet, loadWhat, downloaded, fixFields, backToOccupation, loading });
  });

  it('experiences', () => {
    const m = experienceMessages;
    expect(experiences.jobs).toMatchObject({
      empty: m.emptyJobs,
      confirmText: m.confirmJobText,
      created: m.jobCreated,
      updated: m.jobUpdated,
      deleted: m.jobDeleted,
    });
    expect(experiences.educations).toMatchObject({
      empty: m.emptyEducation,
      confirmText: m.confirmEducationText,
      created: m.educationCreated,
      updated: m.educationUpdated,
      deleted: m.educationDeleted,
    });
    expect(experiences).toMatchObject({
      emptyAccomplishments: m.emptyAccomplishments,
      confirmTitle: m.confirmTitle,
      confirmItemText: m.confirmItemText,
      confirmCancel: m.confirmCancel,
      confirmDelete: m.confirmDelete,
    });
  });

  it('documents and referrals', () => {
    const d = customerDocumentMessages;
    expect(documents).toMatchObject({
      deleted: d.deleted,
      deleteFailed: d.deleteFailed,
      emptyTitle: d.emptyTitle,
      emptyCustomer: d.emptyCustomer,
    });
    expect(documents.uploader).toMatchObject({
      uploaded: d.uploaded,
      unexpected: d.unexpected,
      uploadFailed: d.uploadFailed,
      onFileLabel: d.onFileLabel,
    });
    expect(documents.download).toEqual(downloadPageMessages);
    expect(referrals.statuses).toEqual(referralStatusLabels);
    expect(referrals.noRecord).toBe(referralMessages.noRecord);
  });

  it('forms', () => {
    const f = formMessages;
    expect(forms).toMatchObject({
      heading: f.formsHeading,
      complete: f.complete,
      incomplete: f.incomplete,
      loadFailedTitle: f.loadFailedTitle,
      loadFailedText: f.loadFailedText,
      stepsMissing: f.stepsMissing,
      submitForm: f.submitForm,
      steps: f.steps,
      noComponent: f.noComponent,
      formHasErrors: f.formHasErrors,
      selfAttestationInvalid: f.selfAttestationInvalid,
      saved: f.saved,
      saveFailed: f.saveFailed,
    });
    expect(forms.components).toMatchObject({
      nothingFound: f.nothingFound,
      startSearching: f.startSearching,
      searching: f.searching,
      loadingOptions: f.loadingOptions,
      racesLoadFailed: f.racesLoadFailed,
      phoneLimit: f.phoneLimit,
      ssnLimit: f.ssnLimit(11).replace('11', '{{max}}'),
      sex: sexLabels,
    });
    expect(forms.upload).toMatchObject({
      completed: f.uploadCompleted,
      failedTitle: f.uploadFailedTitle,
      fileFailed: f.fileUploadFailed('{{name}}'),
      tooBig: f.fileTooBig('{{name}}', 0).replace('0MB', '{{size}}MB'),
    });
  });

  it("validation: every whole message is a contract's message", () => {
    const f = formMessages;
    const contractMessages = new Set<string>([
      // The server's refusals that participant pages show (server-messages.test.ts inventories them from the server's
      // code): every text the contracts export, in their message objects and constants.
      ...exportedTexts(contracts),
      requiredMessage,
      errorMessages.validation,
      errorMessages.tooLarge,
      errorMessages.storageFull,
      ...Object.values(experienceMessages),
      ...Object.values(resumeMessages),
      ...[f.required, f.invalidEmail, f.phoneDigits, f.invalidNumber, f.phoneLimit, f.addressRequired, f.sexRequired],
      ...[f.ssnFull, f.ssnLastFour, f.firstNameMismatch, f.lastNameMismatch, f.selfAttestationInvalid],
      ...Object.values(birthdateMessages),
      uploadMessages.notUploaded,
      uploadMessages.sizeMismatch,
      uploadMessages.uploadInProgress,
      'The selected value is invalid.',
    ]);
    expect(Object.values(validation.messages).filter((message) => !contractMessages.has(message))).toEqual([]);
  });
});

describe("the shared error map's sentences are all in the validation catalogue", () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  /** One failing value for each kind of sentence the error map writes (validation-messages.ts). */
  const failures: Array<[z.ZodType, unknown]> = [
    [z.object({ job_title: z.string() }), {}],
    [z.object({ job_title: z.string() }), { job_title: 3 }],
    [z.object({ job_title: z.number() }), { job_title: 'x' }],
    [z.object({ job_title: z.int() }), { job_title: 1.5 }],
    [z.object({ job_title: z.boolean() }), { job_title: 'x' }],
    [z.object({ job_title: z.array(z.string()) }), { job_title: 'x' }],
    [z.object({ job_title: z.string().max(3) }), { job_title: 'abcd' }],
    [z.object({ job_title: z.string().max(1) }), { job_title: 'ab' }],
    [z.object({ job_title: z.string().min(3) }), { job_title: 'ab' }],
    [z.object({ job_title: z.string().length(3) }), { job_title: 'ab' }],
    [z.object({ job_title: z.array(z.string()).max(1) }), { job_title: ['a', 'b'] }],
    [z.object({ job_title: z.array(z.string()).min(2) }), { job_title: ['a'] }],
    [z.object({ job_title: z.number().max(3) }), { job_title: 4 }],
    [z.object({ job_title: z.number().lt(3) }), { job_title: 4 }],
    [z.object({ job_title: z.number().min(3) }), { job_title: 1 }],
    [z.object({ job_title: z.number().gt(3) }), { job_title: 1 }],
    [z.object({ job_title: z.number().multipleOf(3) }), { job_title: 4 }],
    [z.object({ job_title: z.email() }), { job_title: 'x' }],
    [z.object({ job_title: z.url() }), { job_title: 'x' }],
    [z.object({ job_title: z.uuid() }), { job_title: 'x' }],
    [z.object({ job_title: z.iso.date() }), { job_title: 'x' }],
    [z.object({ job_title: z.string().regex(/^a$/) }), { job_title: 'b' }],
    [z.object({ job_title: z.enum(['a', 'b']) }), { job_title: 'c' }],
    [z.object({ job_title: z.string().refine(() => false) }), { job_title: 'x' }],
  ];

  it('each one reads in Spanish, with the field named in Spanish', async () => {
    const english = failures.map(([schema, value]) => schema.safeParse(value).error!.issues[0]!.message);
    await activateLanguage('es');
    const untranslated = english.filter((message) => translateValidationMessage(message) === message);
    expect(untranslated).toEqual([]);
    expect(english.map(translateValidationMessage).filter((message) => !message.includes('cargo'))).toEqual([]);
  });
});
