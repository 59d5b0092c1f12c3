// What other features may use of this one: the two sections (form + table), as the My Career dialogs show them.
export { EducationExperiencesSection } from './education/EducationExperiencesSection';
export { JobExperiencesSection } from './jobs/JobExperiencesSection';
export { experienceKeys } from './resource';
