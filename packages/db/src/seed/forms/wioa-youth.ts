import type { FormDefinitionInput } from '@portal/contracts';

/** A short WIOA Youth eligibility form, written for this portal; staff usually fill it with the young person. */
export const wioaYouthForm = {
  format: 'workforce-portal/form@1',
  name_short: 'WIOA Youth',
  name_long: 'WIOA Youth Eligibility (ages 14-24)',
  description: 'For young people who want help finishing school, training or finding a first job.',
  detailed_description:
    'WIOA Youth programs serve people aged 14 to 24 who face a barrier to school or work. ' +
    'A few questions about you and your schooling let your center see which program fits.',
  instructions: 'Answer both steps, then sign. A case manager can fill this in with you.',
  show_section_components: true,
  requires_self_attestation: true,
  settings: { useLastFourSsn: true },
  sections: [
    {
      key: 'about_you',
      name: 'About You',
      description: null,
      questions: [
        { identifier: 'date_of_birth', control: 'date', text: 'Date of birth', required: true },
        { identifier: 'current_email', control: 'component', component: 'current-email', text: 'Email address' },
        {
          identifier: 'primary_phone',
          control: 'component',
          component: 'primary-phone',
          text: 'Phone number',
          input_mask: '(999) 999-9999',
        },
        { identifier: 'home_zip', control: 'component', component: 'zip-code', text: 'Home ZIP code', required: true },
        {
          identifier: 'birth_sex',
          control: 'component',
          component: 'birth-assigned-sex',
          text: 'Sex assigned at birth',
          required: true,
        },
        {
          identifier: 'ssn_last_four',
          control: 'component',
          component: 'social-security-number',
          text: 'Last four digits of your Social Security number',
        },
      ],
    },
    {
      key: 'school_work',
      name: 'School and Work',
      description: 'In school or out of school decides which youth program applies.',
      questions: [
        {
          identifier: 'school_status',
          control: 'radio',
          text: 'Are you attending school right now?',
          required: true,
          options: [
            { value: 'in_school', display: 'Yes, high school or equivalency classes' },
            { value: 'in_college', display: 'Yes, college or a training program' },
            { value: 'out_of_school', display: 'No' },
          ],
        },
        {
          identifier: 'youth_barriers',
          control: 'multi_checkbox',
          text: 'Which of these are true for you?',
          required: true,
          options: [
            { value: 'low_income', display: 'My family has a low income' },
            { value: 'foster_care', display: 'I am or was in foster care' },
            { value: 'parenting', display: 'I am pregnant or a parent' },
            { value: 'basic_skills', display: 'Reading or math is hard for me' },
            { value: 'justice_involved', display: 'I have been involved with the justice system' },
            { value: 'none', display: 'None of these' },
          ],
        },
        { identifier: 'goals', control: 'textarea', text: 'What would you like help with?' },
      ],
    },
  ],
} satisfies FormDefinitionInput;
