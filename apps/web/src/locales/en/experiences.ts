/**
 * My Profile (/customer-portal/profile) and the job and education sections My Career's dialogs show: the spec's texts
 * (the contracts' experienceMessages, word for word) and the forms' labels.
 */
const experiences = {
  profileTitle: 'My Profile',
  accountSettings: 'Account settings',
  jobs: {
    title: 'Job Experiences',
    failureSubject: 'your job experiences',
    empty: 'No records for Job Experiences',
    confirmText: 'You are about to delete a job experience, this action can not be undone. Do you wish to continue?',
    created: 'Your job experience has been created',
    updated: 'Your job experience has been updated',
    deleted: 'Job experience deleted successfully.',
    addForm: 'Add job experience',
    editForm: 'Edit job experience',
  },
  educations: {
    title: 'Education Experiences',
    failureSubject: 'your educational experiences',
    empty: 'No records for Educational Experiences',
    confirmText:
      'You are about to delete an education experience, this action can not be undone. Do you wish to continue?',
    created: 'Education experience created successfully',
    updated: 'Education experience updated successfully',
    deleted: 'Education experience deleted successfully.',
    addForm: 'Add education experience',
    editForm: 'Edit education experience',
    optionsFailed: 'Failed to load Education options',
  },
  fields: {
    jobTitle: 'Job Title',
    companyName: 'Company Name',
    company: 'Company',
    startMonth: 'Start Month',
    startYear: 'Start Year',
    endMonth: 'End Month',
    endYear: 'End Year',
    start: 'Start',
    end: 'End',
    currentRole: 'Current Role',
    school: 'School',
    educationLevel: 'Education Level',
    fieldOfStudy: 'Field of Study',
    description: 'Description',
    accomplishments: 'Accomplishments',
  },
  selectMonth: 'Select a month',
  selectYear: 'Select a year',
  selectEducationLevel: 'Select an education level',
  clear: 'Clear {{label}}',
  present: 'Present',
  add: 'Add',
  update: 'Update',
  removeAccomplishment: 'Remove accomplishment: {{description}}',
  actions: 'Actions',
  edit: 'Edit',
  editName: 'Edit {{name}}',
  accomplishmentsOf: 'Accomplishments of {{name}}',
  delete: 'Delete',
  deleteName: 'Delete {{name}}',
  accomplishmentsTitle: 'Accomplishments: {{subject}}',
  emptyAccomplishments: 'No accomplishments',
  confirmTitle: 'Confirm Deletion?',
  confirmItemText: 'Are you sure you wish to delete this item?',
  confirmCancel: 'No, Cancel',
  confirmDelete: 'Yes, Delete',
};
export default experiences;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    experiences: typeof experiences;
  }
}
