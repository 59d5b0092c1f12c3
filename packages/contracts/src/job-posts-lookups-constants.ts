// The lists a job post's industry and encouraged types are checked against, apart from job-posts-staff-constants.ts:
// only the schema (job-posts.ts, fetched after the staff job form's paint) and the server need them, so the staff
// employer pages do not load them (#30). job-posts.ts re-exports them.

/** NAICS 2022 sectors. */
export const industries = {
  '11': 'Agriculture, Forestry, Fishing and Hunting',
  '21': 'Mining, Quarrying, and Oil and Gas Extraction',
  '22': 'Utilities',
  '23': 'Construction',
  '31-33': 'Manufacturing',
  '42': 'Wholesale Trade',
  '44-45': 'Retail Trade',
  '48-49': 'Transportation and Warehousing',
  '51': 'Information',
  '52': 'Finance and Insurance',
  '53': 'Real Estate and Rental and Leasing',
  '54': 'Professional, Scientific, and Technical Services',
  '55': 'Management of Companies and Enterprises',
  '56': 'Administrative and Support and Waste Management and Remediation Services',
  '61': 'Educational Services',
  '62': 'Health Care and Social Assistance',
  '71': 'Arts, Entertainment, and Recreation',
  '72': 'Accommodation and Food Services',
  '81': 'Other Services (except Public Administration)',
  '92': 'Public Administration',
} as const satisfies Record<string, string>;
export type IndustryCode = keyof typeof industries;
export const industryCodes = Object.keys(industries) as [IndustryCode, ...IndustryCode[]];

/** Groups an employer especially welcomes (encouraged_types). */
export const encouragedTypes = {
  1: 'Veterans',
  2: 'People with disabilities',
  3: 'Justice-involved individuals',
  4: 'Youth (16-24)',
  5: 'Older workers (55+)',
  6: 'Refugees and new Americans',
  7: 'People in recovery',
} as const satisfies Record<number, string>;
export const encouragedTypeIds = Object.keys(encouragedTypes).map(Number);
