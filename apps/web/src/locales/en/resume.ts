import { paperSizeLabels, resumeTexts } from '@portal/contracts/resume-constants';

// 'Present' is the value the end-date field accepts (resumeTexts.present, in the hint as it is), not a page text.
const { present: _present, ...pageTexts } = resumeTexts;

/** The resume editor (/customer-portal/resume): the contract's resumeTexts (Zod-free module), and the form's labels. */
const resume = {
  ...pageTexts,
  paperSizes: paperSizeLabels,
  addBulletTo: 'Add bullet to {{name}}',
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
