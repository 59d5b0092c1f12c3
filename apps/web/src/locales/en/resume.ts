/** The resume editor (/customer-portal/resume): the contracts' resumeTexts, word for word, and the form's labels. */
const resume = {
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
  paperSizes: { letter: 'Letter (8.5 × 11 in)', a4: 'A4 (210 × 297 mm)' },
  download: 'Download PDF',
  addBullet: 'Add bullet',
  addBulletTo: 'Add bullet to {{name}}',
  loadWhat: 'your resume',
  downloaded: 'Your resume has been downloaded.',
  fixFields: 'Check the fields marked in red, then download again.',
  backToOccupation: 'Back to the occupation',
  loading: 'Loading your resume...',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    jobTitle: 'Job Title',
    employer: 'Employer',
    start: 'Start',
    end: 'End',
    school: 'School',
    educationLevel: 'Education Level',
    fieldOfStudy: 'Field of Study',
    finished: 'Finished',
  },
  monthYearHint: 'Mon/yyyy, e.g. Jun/2021',
  endMonthYearHint: 'Mon/yyyy, e.g. Jun/2021, or {{present}}',
  jobName: 'Job {{number}}',
  schoolName: 'School {{number}}',
  bullet: 'Bullet {{number}}',
  removeBullet: 'Remove bullet {{number}} of {{name}}',
  moveUp: 'Move {{name}} up',
  moveDown: 'Move {{name}} down',
  remove: 'Remove {{name}}',
};
export default resume;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    resume: typeof resume;
  }
}
