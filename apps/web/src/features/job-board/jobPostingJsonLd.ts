import type { JobBoardPost } from '@portal/contracts';

const unitText: Record<string, string> = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' };

/** schema.org JobPosting (what search engines read to list a job); `url` is the page's own address. */
export function jobPostingJsonLd(post: JobBoardPost, url: string): Record<string, unknown> {
  const hours = post.hours_per_week;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: post.title,
    description: post.description,
    identifier: { '@type': 'PropertyValue', name: post.employer.company_name, value: String(post.id) },
    datePosted: post.posted_at?.slice(0, 10),
    hiringOrganization: { '@type': 'Organization', name: post.employer.company_name },
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
    url,
  };
  if (post.expires_at) data.validThrough = post.expires_at;
  if (hours !== null) data.employmentType = hours > 32 ? 'FULL_TIME' : 'PART_TIME';
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
        addressLocality: post.location.city,
        addressRegion: post.location.state,
        postalCode: post.location.zipcode,
        addressCountry: 'US',
      },
    };
  }
  return data;
}

/** JSON for an inline script: '<' escaped so no text in a post can close the script element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
