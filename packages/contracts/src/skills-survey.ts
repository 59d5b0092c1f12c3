import { z } from 'zod';
import type { SkillRating } from './skills-survey-constants.ts';
import { skillsSurveyTexts } from './skills-survey-constants.ts';

export {
  skillRatings,
  skillsSurveyPaths,
  skillsSurveyRoutes,
  skillsSurveyTexts,
  skillsSurveyMinutes,
} from './skills-survey-constants.ts';
export type { SkillRating } from './skills-survey-constants.ts';

/**
 * The skills survey (participant spec 2, 4: /customer-portal/pairin/survey and /result): our own self-assessment over
 * the 35 O*NET skills (O*NET 29.3 content model, credited on the About page), in plain words of our own, five steps.
 */

/** Ratings at or above this count as strengths on the result page. */
export const strengthRating = 4;

export interface SkillDefinition {
  id: string;
  /** The O*NET element name: how occupations name the skill. */
  onetName: string;
  /** Our plain-language wording. */
  name: string;
  description: string;
}

const skill = (id: string, onetName: string, name: string, description: string): SkillDefinition => ({
  id,
  onetName,
  name,
  description,
});

export const skillsSurveySteps = [
  {
    id: 'basics',
    title: 'Reading, writing and numbers',
    description: 'The everyday basics most jobs build on.',
    skills: [
      skill('reading', 'Reading Comprehension', 'Reading', 'Understanding written instructions, reports and emails.'),
      skill('listening', 'Active Listening', 'Listening', 'Paying full attention and asking questions when unsure.'),
      skill('writing', 'Writing', 'Writing', 'Writing clearly for the people who will read it.'),
      skill('speaking', 'Speaking', 'Speaking', 'Explaining things out loud so others understand.'),
      skill('mathematics', 'Mathematics', 'Working with numbers', 'Using arithmetic, measurements and formulas.'),
      skill('science', 'Science', 'Science', 'Using scientific methods and facts to solve problems.'),
    ],
  },
  {
    id: 'thinking',
    title: 'Thinking and learning',
    description: 'How you work through problems and pick up new things.',
    skills: [
      skill(
        'critical-thinking',
        'Critical Thinking',
        'Thinking things through',
        'Weighing options to find the best one.',
      ),
      skill(
        'active-learning',
        'Active Learning',
        'Learning on the job',
        'Using new information to do the work better.',
      ),
      skill(
        'learning-strategies',
        'Learning Strategies',
        'Teaching yourself',
        'Choosing good ways to learn something.',
      ),
      skill(
        'monitoring',
        'Monitoring',
        'Checking your own work',
        'Noticing how you or others are doing and improving it.',
      ),
      skill(
        'problem-solving',
        'Complex Problem Solving',
        'Solving hard problems',
        'Untangling problems with many parts.',
      ),
      skill(
        'judgment',
        'Judgment and Decision Making',
        'Making decisions',
        'Deciding on a course of action and owning it.',
      ),
    ],
  },
  {
    id: 'people',
    title: 'Working with people',
    description: 'How you get along with, help and lead others.',
    skills: [
      skill('social-perceptiveness', 'Social Perceptiveness', 'Reading people', 'Noticing how others feel and why.'),
      skill('coordination', 'Coordination', 'Working as a team', "Fitting what you do around other people's work."),
      skill('persuasion', 'Persuasion', 'Persuading', 'Bringing others round to an idea or a plan.'),
      skill('negotiation', 'Negotiation', 'Negotiating', 'Finding an agreement when people want different things.'),
      skill('instructing', 'Instructing', 'Teaching others', 'Showing someone how to do something.'),
      skill(
        'service-orientation',
        'Service Orientation',
        'Helping people',
        'Looking for ways to help customers and clients.',
      ),
    ],
  },
  {
    id: 'hands-on',
    title: 'Tools, machines and technology',
    description: 'Working with equipment, machines and computers.',
    skills: [
      skill(
        'operations-analysis',
        'Operations Analysis',
        'Working out what is needed',
        'Turning needs into a plan or design.',
      ),
      skill('technology-design', 'Technology Design', 'Designing things', 'Creating or adapting tools and technology.'),
      skill('equipment-selection', 'Equipment Selection', 'Choosing the right tools', 'Picking the tools a job needs.'),
      skill('installation', 'Installation', 'Installing', 'Setting up equipment, wiring or programs to a plan.'),
      skill('programming', 'Programming', 'Programming', 'Writing computer programs.'),
      skill(
        'operations-monitoring',
        'Operations Monitoring',
        'Watching gauges and dials',
        'Checking a machine runs right.',
      ),
      skill(
        'operation-control',
        'Operation and Control',
        'Operating machines',
        'Running equipment or vehicles safely.',
      ),
      skill(
        'equipment-maintenance',
        'Equipment Maintenance',
        'Maintaining equipment',
        'Servicing machines so they keep working.',
      ),
      skill('troubleshooting', 'Troubleshooting', 'Finding faults', 'Working out what is wrong and how to fix it.'),
      skill('repairing', 'Repairing', 'Repairing', 'Fixing machines and systems with the right tools.'),
      skill('quality-control', 'Quality Control Analysis', 'Checking quality', 'Testing products or work for quality.'),
    ],
  },
  {
    id: 'organising',
    title: 'Organising and managing',
    description: 'Keeping work, money, things and people organised.',
    skills: [
      skill(
        'systems-analysis',
        'Systems Analysis',
        'Understanding how things work together',
        'Seeing how changes affect a whole system.',
      ),
      skill(
        'systems-evaluation',
        'Systems Evaluation',
        'Measuring results',
        'Judging how well a system works and improving it.',
      ),
      skill('time-management', 'Time Management', 'Managing time', "Managing your own and others' time."),
      skill(
        'financial-resources',
        'Management of Financial Resources',
        'Managing money',
        'Planning how money is spent.',
      ),
      skill(
        'material-resources',
        'Management of Material Resources',
        'Managing supplies',
        'Looking after equipment and materials.',
      ),
      skill(
        'personnel-resources',
        'Management of Personnel Resources',
        'Managing people',
        'Motivating and directing people at work.',
      ),
    ],
  },
] as const satisfies readonly { id: string; title: string; description: string; skills: readonly SkillDefinition[] }[];

export const skillDefinitions: readonly SkillDefinition[] = skillsSurveySteps.flatMap((step) => step.skills);
export type SkillId = (typeof skillsSurveySteps)[number]['skills'][number]['id'];
export const skillIds = skillDefinitions.map((definition) => definition.id) as [SkillId, ...SkillId[]];

// ---------------------------------------------------------------- schemas

const ratingSchema = z
  .number({ error: skillsSurveyTexts.ratingRequired })
  .int(skillsSurveyTexts.ratingRequired)
  .min(1, skillsSurveyTexts.ratingRequired)
  .max(5, skillsSurveyTexts.ratingRequired);

/** Ratings for the given skills, every one required (one step's skills in the browser, all of them on the server). */
export function skillRatingsSchema(ids: readonly string[]) {
  return z
    .record(z.string(), z.unknown(), { error: skillsSurveyTexts.ratingRequired })
    .superRefine((ratings, ctx) => {
      for (const key of Object.keys(ratings)) {
        if (!ids.includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: skillsSurveyTexts.unknownSkill });
      }
      for (const id of ids) {
        if (!ratingSchema.safeParse(ratings[id]).success) {
          ctx.addIssue({ code: 'custom', path: [id], message: skillsSurveyTexts.ratingRequired });
        }
      }
    })
    .transform((ratings) => ratings as Record<SkillId, SkillRating>);
}

/** PUT body: a rating (1-5) for every skill. */
// Marked pure so a page that reads only this file's texts does not carry Zod (the web build, issue #30).
export const skillsSurveyBodySchema = z.object({ ratings: /* @__PURE__ */ skillRatingsSchema(skillIds) });
export type SkillsSurveyBody = z.input<typeof skillsSurveyBodySchema>;
export type SkillRatings = z.output<typeof skillsSurveyBodySchema>['ratings'];

export const skillsSurveySkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The customer's rating, null before the survey is taken. */
  rating: z.number().int().min(1).max(5).nullable(),
});

export const skillsSurveyStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  skills: z.array(skillsSurveySkillSchema),
});
export type SkillsSurveyStep = z.infer<typeof skillsSurveyStepSchema>;

export const skillsSurveyFormSchema = z.object({
  data: z.array(skillsSurveyStepSchema),
  /** When the survey was last saved; null before it is taken. */
  updated_at: z.string().nullable(),
});
export type SkillsSurveyForm = z.infer<typeof skillsSurveyFormSchema>;

export const skillsSurveySavedSchema = z.object({ data: z.object({ updated_at: z.string() }) });

const skillResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  /** Occupations where this skill is among the most important, best match first (at most 5). */
  occupations: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type SkillResult = z.infer<typeof skillResultSchema>;

export const skillsSurveyResultSchema = z.object({
  data: z.object({
    /** Rated strengthRating or higher, highest first (at most 8). */
    strengths: z.array(skillResultSchema),
    /** The lowest-rated skills that the customer's best matches rely on (at most 5). */
    growth: z.array(skillResultSchema),
    updated_at: z.string(),
  }),
});
export type SkillsSurveyResult = z.infer<typeof skillsSurveyResultSchema>['data'];
