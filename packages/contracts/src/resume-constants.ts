// The resume's plain values (paths, pages, paper sizes, limits, texts), kept apart from its Zod schemas (resume.ts
// re-exports them) so the English message catalogue takes the texts from here without loading Zod (#29).
//
// 'Create a resume' (participant spec 2, occupation detail): a one-page PDF built from the customer's job and
// education experiences, with the occupation's title as the objective. The spec names the link only; the page, the
// API paths and the limits below are ours (docs/spec-decisions.md).

export const resumePaths = {
  /** GET ?occupation={id}: the resume pre-filled from the profile, the experiences and the occupation. */
  draft: '/internal-api/customer-portal/resume',
  /** POST the edited resume: answers with the PDF (attachment). */
  pdf: '/internal-api/customer-portal/resume/pdf',
} as const;

export const resumeRoutes = {
  page: '/customer-portal/resume',
  forOccupation: (occupationId: number) => `/customer-portal/resume?occupation=${occupationId}`,
} as const;

export const paperSizes = ['letter', 'a4'] as const;
export type PaperSize = (typeof paperSizes)[number];
export const paperSizeLabels: Record<PaperSize, string> = {
  letter: 'Letter (8.5 × 11 in)',
  a4: 'A4 (210 × 297 mm)',
};

/**
 * What one page holds at most. Texts are as long as the profile lets them be (so a pre-filled resume is always
 * valid); the counts keep the newest entries and their first bullets. The PDF shrinks and shortens to fit one page.
 */
export const resumeLimits = {
  name: 100,
  email: 254,
  phone: 40,
  address: 200,
  objective: 500,
  text: 255,
  bullet: 1000,
  bullets: 8,
  jobs: 10,
  educations: 6,
} as const;

export const resumeTexts = {
  title: 'Create a resume',
  intro:
    'Your resume is filled in from your profile and your job and education experiences. Change anything you like ' +
    'here; nothing you change here changes your profile.',
  onePage:
    'The PDF keeps to one page: a long resume gets smaller type, and if that is not enough, the oldest entries lose ' +
    'their last bullets first and are then left out.',
  contact: 'Contact',
  objective: 'Objective',
  jobs: 'Experience',
  educations: 'Education',
  noJobs: 'No job experiences on this resume. Add them to your profile to see them here.',
  noEducations: 'No education experiences on this resume. Add them to your profile to see them here.',
  paperSize: 'Paper size',
  download: 'Download PDF',
  addBullet: 'Add bullet',
  present: 'Present',
  loadWhat: 'your resume',
  downloaded: 'Your resume has been downloaded.',
  fixFields: 'Check the fields marked in red, then download again.',
  backToOccupation: 'Back to the occupation',
  loading: 'Loading your resume...',
} as const;

/** 'Maria Lopez' → 'resume-maria-lopez.pdf': ASCII only, so every browser saves it under that name. */
export function resumeFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `resume-${slug}.pdf` : 'resume.pdf';
}
