import type { JobBoardPost } from './job-board.ts';
import { fullTimeAboveHours } from './job-posts-constants.ts';

/**
 * schema.org JobPosting for a live post (what Google for Jobs and job aggregators read; issue #29): the server writes
 * it into the job page's HTML, so a crawler sees it without running JavaScript. Google's required properties (title,
 * description, datePosted, hiringOrganization, jobLocation or a remote post's applicantLocationRequirements) and the
 * recommended ones the board knows (baseSalary, directApply, employmentType, identifier, jobLocationType,
 * validThrough) are filled.
 */

export interface JobPostingExtras {
  /** The employer's website: hiringOrganization.sameAs. */
  employerWebsite?: string | null;
  /** The street of the post's location (the one `post.location` names). */
  streetAddress?: string | null;
}

const unitText: Record<string, string> = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' };

/** Position types that are not open-ended employment, by their names in jobPositionTypes. */
const positionEmployment: Record<string, string> = {
  Temporary: 'TEMPORARY',
  Seasonal: 'TEMPORARY',
  H2A: 'TEMPORARY',
  H2B: 'TEMPORARY',
  Internship: 'INTERN',
};

/**
 * Google's employmentType values from the position type and the hours together: a temporary, seasonal or H-2 post is
 * TEMPORARY, an internship INTERN, and the hours add FULL_TIME (over 32 a week) or PART_TIME; a permanent post or an
 * apprenticeship is its hours alone.
 */
export function jobPostingEmploymentType(positionType: string, hoursPerWeek: number | null): string[] {
  const types: string[] = [];
  const kind = positionEmployment[positionType];
  if (kind) types.push(kind);
  if (hoursPerWeek !== null) types.push(hoursPerWeek > fullTimeAboveHours ? 'FULL_TIME' : 'PART_TIME');
  return types;
}

export function jobPostingStructuredData(
  post: JobBoardPost,
  url: string,
  extras: JobPostingExtras = {},
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: post.title,
    description: post.description,
    identifier: { '@type': 'PropertyValue', name: post.employer.company_name, value: String(post.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: post.employer.company_name,
      ...(extras.employerWebsite ? { sameAs: extras.employerWebsite } : {}),
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: post.salary_range_min,
        maxValue: post.salary_range_max,
        unitText: unitText[post.pay_unit] ?? 'YEAR',
      },
    },
    // Apply opens the employer's own link (or a mail), not a form on this page.
    directApply: false,
    url,
  };
  if (post.posted_at) data.datePosted = post.posted_at.slice(0, 10);
  if (post.expires_at) data.validThrough = post.expires_at;
  const employmentType = jobPostingEmploymentType(post.position_type, post.hours_per_week);
  if (employmentType.length === 1) data.employmentType = employmentType[0];
  else if (employmentType.length > 1) data.employmentType = employmentType;
  if (post.occupation && post.onet_code) data.occupationalCategory = `${post.onet_code} ${post.occupation.name}`;
  if (post.industry) data.industry = post.industry;
  if (post.benefits) data.jobBenefits = post.benefits;
  data.educationRequirements = post.minimum_educational_level;
  if (post.remote) {
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = { '@type': 'Country', name: 'USA' };
  }
  if (post.location) {
    data.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(extras.streetAddress ? { streetAddress: extras.streetAddress } : {}),
        addressLocality: post.location.city,
        addressRegion: post.location.state,
        postalCode: post.location.zipcode,
        addressCountry: 'US',
      },
    };
  }
  return data;
}
