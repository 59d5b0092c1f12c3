import type { FormDefinitionInput } from '@portal/contracts';

const yesNo = [
  { value: 'yes', display: 'Yes' },
  { value: 'no', display: 'No' },
];

/**
 * WIOA Adult and Dislocated Worker eligibility, written for this portal. Five sections between them use every control
 * and every component except self-attestation, which the form gets as its appended verification step
 * (requires_self_attestation).
 */
export const wioaAdultForm = {
  format: 'workforce-portal/form@1',
  name_short: 'WIOA Adult & DW',
  name_long: 'WIOA Adult and Dislocated Worker Eligibility',
  description: 'Tells your workforce center whether you can receive WIOA-funded career and training services.',
  detailed_description:
    'The Workforce Innovation and Opportunity Act pays for career coaching, training and supportive services. ' +
    'This form gathers what your center needs to decide whether you qualify as an adult or as a dislocated worker. ' +
    'You can save each step and come back later; nothing is final until you submit the whole form.',
  instructions:
    'Answer each step, then save it. Questions marked with an asterisk are required. ' +
    'Have your Social Security card and any layoff or income papers at hand.',
  show_section_components: true,
  requires_self_attestation: true,
  settings: { useLastFourSsn: false },
  sections: [
    {
      key: 'about_you',
      name: 'About You',
      description: 'How we reach you and the facts that identify you.',
      questions: [
        { identifier: 'contact_heading', control: 'section_subgroup', text: 'How we reach you' },
        {
          identifier: 'primary_phone',
          control: 'component',
          component: 'primary-phone',
          text: 'Primary phone number',
          required: true,
          input_mask: '(999) 999-9999',
        },
        {
          identifier: 'alternate_phone',
          control: 'phone',
          text: 'Another number we may call',
          input_mask: '(999) 999-9999',
        },
        {
          identifier: 'current_email',
          control: 'component',
          component: 'current-email',
          text: 'Email address',
          required: true,
        },
        {
          identifier: 'primary_address',
          control: 'component',
          component: 'customer-primary-address',
          text: 'Home address',
          required: true,
        },
        { identifier: 'about_divider', control: 'hr', text: 'Identity' },
        { identifier: 'date_of_birth', control: 'date', text: 'Date of birth', required: true },
        {
          identifier: 'birth_sex',
          control: 'component',
          component: 'birth-assigned-sex',
          text: 'Sex assigned at birth',
          required: true,
        },
        {
          identifier: 'ssn',
          control: 'component',
          component: 'social-security-number',
          text: 'Social Security number',
          description: 'Stored encrypted and shown only as its last four digits.',
          required: true,
          input_mask: '999-99-9999',
        },
        { identifier: 'intake_channel', control: 'text', text: 'Intake channel', hidden: true, default: 'online' },
        { identifier: 'program_year', control: 'text', text: 'Program year', readonly: true, default: 'PY2026' },
      ],
    },
    {
      key: 'background',
      name: 'Background',
      description: 'Federal reporting asks these questions of every participant.',
      questions: [
        {
          identifier: 'races',
          control: 'component',
          component: 'races',
          text: 'Which race categories describe you?',
          required: true,
        },
        {
          identifier: 'hispanic_latino',
          control: 'radio',
          text: 'Are you Hispanic or Latino?',
          required: true,
          options: [...yesNo, { value: 'not_disclosed', display: 'I prefer not to say' }],
        },
        {
          identifier: 'veteran_status',
          control: 'select',
          text: 'Military service',
          required: true,
          options: [
            { value: 'none', display: 'I have not served' },
            { value: 'veteran', display: 'Veteran' },
            { value: 'eligible_spouse', display: 'Spouse of a veteran or service member' },
            { value: 'transitioning', display: 'Leaving active duty within a year' },
          ],
        },
        {
          identifier: 'has_disability',
          control: 'checkbox',
          text: 'I have a disability that affects work or training',
        },
        { identifier: 'language_heading', control: 'section_subgroup_4', text: 'Language' },
        {
          identifier: 'barriers',
          control: 'multi_checkbox',
          text: 'Do any of these apply to you?',
          options: [
            { value: 'limited_english', display: 'I am still learning English' },
            { value: 'single_parent', display: 'I am a single parent' },
            { value: 'homeless', display: 'I do not have stable housing' },
            { value: 'ex_offender', display: 'I have a criminal record' },
            { value: 'long_term_unemployed', display: 'I have been out of work 27 weeks or more' },
          ],
        },
      ],
    },
    {
      key: 'employment',
      name: 'Employment',
      description: 'Your work now and the job you held last.',
      questions: [
        {
          identifier: 'working',
          control: 'component',
          component: 'are-you-working',
          text: 'Are you working right now?',
          required: true,
        },
        {
          identifier: 'most_recent_job',
          control: 'component',
          component: 'onet-job-title',
          text: 'Title of your most recent job',
          required: true,
        },
        { identifier: 'last_day_worked', control: 'date', text: 'Last day at that job' },
        { identifier: 'weekly_hours', control: 'number', text: 'Hours a week you worked there' },
        { identifier: 'work_zip', control: 'component', component: 'zip-code', text: 'ZIP code of that workplace' },
        {
          identifier: 'separation_reason',
          control: 'radio',
          text: 'Why did that job end?',
          options: [
            { value: 'layoff', display: 'Laid off or the business closed' },
            { value: 'notice', display: 'I have been told my job will end' },
            { value: 'quit', display: 'I left on my own' },
            { value: 'still_there', display: 'It has not ended' },
          ],
        },
        {
          identifier: 'layoff_notice',
          control: 'file_upload',
          text: 'Layoff letter or notice, if you have one',
          description: 'A photo or PDF is fine.',
        },
        {
          identifier: 'recent_hours',
          control: 'time-tracking-table',
          text: 'Hours you worked in the last seven days',
          description: 'Pick a date for each row before entering its hours.',
        },
      ],
    },
    {
      key: 'household_income',
      name: 'Household and Income',
      description: 'Income decides priority for some services.',
      questions: [
        {
          identifier: 'household_size',
          control: 'number',
          text: 'How many people live in your household, you included?',
          required: true,
        },
        {
          identifier: 'household_income_6mo',
          control: 'number',
          text: 'Household income over the last six months, in dollars',
        },
        {
          identifier: 'tanf',
          control: 'component',
          component: 'tanf',
          text: 'Temporary Assistance for Needy Families (TANF)',
          options: [
            { value: 'receiving', display: 'I receive TANF now' },
            { value: 'past_six_months', display: 'I received TANF in the last six months' },
            { value: 'applied', display: 'I have applied' },
            { value: 'never', display: 'I have not received TANF' },
          ],
        },
        {
          identifier: 'public_assistance',
          control: 'multi_select',
          text: 'Other help your household receives',
          options: [
            { value: 'snap', display: 'Food assistance (SNAP)' },
            { value: 'ssi', display: 'Supplemental Security Income' },
            { value: 'refugee_cash', display: 'Refugee cash assistance' },
            { value: 'general_assistance', display: 'State or county general assistance' },
            { value: 'free_lunch', display: 'Free or reduced-price school lunch' },
          ],
        },
        { identifier: 'income_documents', control: 'file_upload', text: 'Pay stubs or benefit letters' },
      ],
    },
    {
      key: 'education_goals',
      name: 'Education and Goals',
      description: 'Where you are and where you want to go.',
      questions: [
        {
          identifier: 'highest_grade',
          control: 'select',
          text: 'Highest level of school you finished',
          required: true,
          options: [
            { value: 'below_hs', display: 'Did not finish high school' },
            { value: 'hs_or_ged', display: 'High school diploma or equivalency' },
            { value: 'some_college', display: 'Some college' },
            { value: 'associate', display: 'Associate degree' },
            { value: 'bachelor_plus', display: "Bachelor's degree or higher" },
          ],
        },
        {
          identifier: 'occupation_explorer',
          control: 'link',
          text: 'Not sure what to aim for? Browse occupations first.',
          href: '/customer-portal/occupations',
        },
        {
          identifier: 'career_goals',
          control: 'textarea',
          text: 'What work would you like to be doing a year from now?',
          required: true,
        },
        { identifier: 'training_interest', control: 'text', text: 'Any training program you already have in mind' },
        {
          identifier: 'reference_email',
          control: 'email',
          text: 'Email of someone who can vouch for your work (optional)',
        },
      ],
    },
  ],
} satisfies FormDefinitionInput;
