import { type JobBoardPost, jobPostingStructuredData } from '@portal/contracts';

/**
 * schema.org JobPosting for a page the browser opened itself (a link followed inside the app); the server writes the
 * same data, with the employer's site and street, into the HTML it serves for the page (issue #29).
 */
export function jobPostingJsonLd(post: JobBoardPost, url: string): Record<string, unknown> {
  return jobPostingStructuredData(post, url);
}

/** JSON for an inline script: '<' escaped so no text in a post can close the script element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
