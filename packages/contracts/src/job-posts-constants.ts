// The pay units and the full-time bound of a job post, kept apart from its Zod schemas (job-posts.ts re-exports them)
// so the participant job board's texts and cards do not load Zod (#30).

/** Pay units; 'year' shows as year on the cards (participant spec). */
export const payUnits = { hour: 'Hour', day: 'Day', week: 'Week', month: 'Month', year: 'Year' } as const;
export type PayUnit = keyof typeof payUnits;
export const payUnitValues = Object.keys(payUnits) as [PayUnit, ...PayUnit[]];

/** Above this many hours a week a post is Full Time (participant spec: job posting cards). */
export const fullTimeAboveHours = 32;
