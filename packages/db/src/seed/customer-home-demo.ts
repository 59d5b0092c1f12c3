import { boardDateOf } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { clientSettings, customerImpactAnswers, customerToolUses, homeResources } from '../schema/index.ts';

/** A small inline SVG thumbnail (no network): a coloured card with a word on it. */
function thumbnail(colour: string, word: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="${colour}"/><text x="160" y="100" font-family="sans-serif" font-size="28" fill="#ffffff" text-anchor="middle">${word}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The videos and articles a board would put in front of job seekers. */
export const homeResourcesDemo = [
  {
    type: 'video',
    url: 'https://www.careeronestop.org/Videos/CareerVideos/career-videos.aspx',
    title: 'What does a medical assistant do?',
    content:
      '<p>A two-minute look at a <strong>medical assistant</strong>’s day: rooming patients, vitals and records.</p>',
    thumbnailUrl: thumbnail('#1c5d99', 'Careers'),
    durationMinutes: 2,
  },
  {
    type: 'article_section_link',
    url: 'https://www.careeronestop.org/JobSearch/Resumes/resume-guide.aspx',
    title: 'Write a resume that gets read',
    content: '<p>Lead with what you did, not what you were told to do. <em>Numbers</em> help.</p>',
    thumbnailUrl: thumbnail('#2f6b3b', 'Resume'),
    durationMinutes: 6,
  },
  {
    type: 'video',
    url: 'https://www.careeronestop.org/JobSearch/Interview/interview-tips.aspx',
    title: 'Three interview questions to practise',
    content: '<p>Tell me about yourself; a time you solved a problem; why this job.</p>',
    thumbnailUrl: thumbnail('#7a3e9d', 'Interview'),
    durationMinutes: 4,
  },
  {
    type: 'article_section_link',
    url: 'https://studentaid.gov/h/apply-for-aid/fafsa',
    title: 'Paying for training: grants before loans',
    content: '<p>Pell grants and WIOA training funds do not need to be paid back. Ask your case manager.</p>',
    thumbnailUrl: thumbnail('#9d5b1e', 'Funding'),
    durationMinutes: 5,
  },
  {
    type: 'video',
    url: 'https://www.apprenticeship.gov/career-seekers',
    title: 'Earn while you learn: apprenticeships',
    content: '<p>Paid work and classes together, ending in a recognised credential.</p>',
    thumbnailUrl: thumbnail('#444c55', 'Apprentice'),
    durationMinutes: 3,
  },
] as const;

/** Maria's answers: four of the six impact questions. */
const mariaAnswers = [
  ['work_status', 'Yes, full time'],
  ['main_goal', 'Get a better job'],
  ['hardest_part', 'I need more training'],
  ['paid_training', 'Yes'],
] as const;

/** Maria's tool use over the last month: days ago, tool, kind. */
const mariaToolUses = [
  [1, 'my_career', 'visit'],
  [2, 'job_board', 'visit'],
  [3, 'program_finder', 'visit'],
  [3, 'program_finder', 'update'],
  [6, 'occupation_finder', 'visit'],
  [9, 'career_cluster_survey', 'visit'],
  [9, 'career_cluster_survey', 'update'],
  [45, 'resume', 'visit'],
] as const;

/**
 * The customer's home in the demo (issue #24): the My Profile tile on, curated resources, and Maria's answered
 * impact questions and tool use. Sam Rivera, the other demo customer, has none (the home's empty states).
 */
export async function seedCustomerHomeDemo(db: DbOrTx, maria: { id: number }, now = new Date()): Promise<void> {
  await db
    .update(clientSettings)
    .set({ featureFlags: sql`${clientSettings.featureFlags} || '{"about_me": true}'::jsonb` })
    .where(eq(clientSettings.id, 1));
  await db.insert(homeResources).values(homeResourcesDemo.map((resource, position) => ({ ...resource, position })));
  await db
    .insert(customerImpactAnswers)
    .values(mariaAnswers.map(([questionKey, answer]) => ({ customerId: maria.id, questionKey, answer })));
  await db.insert(customerToolUses).values(
    mariaToolUses.map(([daysAgo, tool, kind]) => {
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      return { customerId: maria.id, tool, kind, day: boardDateOf(at), usedAt: at };
    }),
  );
}
