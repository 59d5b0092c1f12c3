import { z } from 'zod';

import { clusterTexts, maxSurveyAnswers, surveyOptionKinds, type SurveyOptionKind } from './clusters-constants.ts';

export {
  type SurveyTaker,
  clusterSurveyApi,
  clusterSavePaths,
  clusterPagePaths,
  exploreToolsPath,
  occupationsForClusterPath,
  clusterTexts,
  stepLabel,
  topClustersShown,
  clusterSurveyMinutes,
  maxSurveyAnswers,
  surveyOptionKinds,
  type SurveyOptionKind,
  scoringRule,
} from './clusters-constants.ts';

/**
 * Career-cluster interest survey: schemas and scoring (participant spec 2-4, 7-9); its paths, texts and scoring rule are
 * in clusters-constants.ts.
 */

// ---------------------------------------------------------------- survey steps

export const surveyOptionSchema = z.object({ id: z.number().int(), description: z.string(), selected: z.boolean() });
export const surveyStepSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  options: z.array(surveyOptionSchema),
});
export type SurveyOption = z.infer<typeof surveyOptionSchema>;
export type SurveyStep = z.infer<typeof surveyStepSchema>;

/** One survey taken: its id is what update mode sends back. */
export const surveyResponseSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SurveyResponseSummary = z.infer<typeof surveyResponseSummarySchema>;

/** GET create (nothing selected, `response` null) and GET edit (the latest answers selected). */
export const surveyFormSchema = z.object({
  data: z.array(surveyStepSchema),
  response: surveyResponseSummarySchema.nullable(),
});
export type SurveyForm = z.infer<typeof surveyFormSchema>;

// PostgreSQL integer ids; a longer run of digits cannot name an option.
const optionIdKey = /^[1-9]\d{0,8}$/;

/** POST/PUT body (spec 3): a map of option id to boolean; at least one option ticked. */
export const surveyAnswersBodySchema = z.object({
  option: z
    .record(z.string(), z.unknown(), { error: clusterTexts.noOptionSelected })
    .superRefine((answers, ctx) => {
      const entries = Object.entries(answers);
      if (entries.length > maxSurveyAnswers) {
        ctx.addIssue({ code: 'custom', message: clusterTexts.tooManyAnswers });
        return;
      }
      for (const [key, value] of entries) {
        if (!optionIdKey.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: clusterTexts.unknownOption });
        else if (typeof value !== 'boolean') {
          ctx.addIssue({ code: 'custom', path: [key], message: clusterTexts.answerNotBoolean });
        }
      }
      if (!entries.some(([, value]) => value === true)) {
        ctx.addIssue({ code: 'custom', message: clusterTexts.noOptionSelected });
      }
    })
    .transform((answers) => answers as Record<string, boolean>),
});
export type SurveyAnswersBody = z.input<typeof surveyAnswersBodySchema>;
/** The answers map (option id → ticked) once validated. */
export type SurveyAnswers = z.output<typeof surveyAnswersBodySchema>['option'];

export const surveyResponseIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const surveySavedSchema = z.object({ data: surveyResponseSummarySchema });

// ---------------------------------------------------------------- interests

/** Spec 3, Survey interest record: one ticked option of one survey, with its step (the "question"). */
export const surveyInterestSchema = z.object({
  /** When the survey this answer belongs to was taken. */
  created_at: z.string(),
  response_id: z.number().int(),
  option: z.object({
    data: z.object({
      id: z.number().int(),
      question_id: z.number().int(),
      description: z.string(),
      kind: z.enum(surveyOptionKinds),
      cluster_id: z.number().int(),
      question: z.object({ data: z.object({ id: z.number().int(), title: z.string() }) }),
    }),
  }),
});
export type SurveyInterest = z.infer<typeof surveyInterestSchema>;

// ---------------------------------------------------------------- clusters and results

export const clusterCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Always false for guests: only customers save clusters. */
  is_saved: z.boolean(),
  /** The Occupation Finder filtered to this cluster. */
  cluster_link: z.string(),
});
export type ClusterCard = z.infer<typeof clusterCardSchema>;

const kindCountsSchema = z.object({ activity: z.number().int(), quality: z.number().int(), subject: z.number().int() });
export type KindCounts = z.infer<typeof kindCountsSchema>;

/** Spec 3, Cluster result, plus the figures that explain the rank. */
export const clusterResultSchema = z.object({
  rank: z.number().int(),
  score: z.number().int(),
  max_score: z.number().int(),
  counts: kindCountsSchema,
  /** The ticked options linked to this cluster, by kind. */
  chosen: z.object({ activity: z.array(z.string()), quality: z.array(z.string()), subject: z.array(z.string()) }),
  explanation: z.string(),
  /** Why it ranks below a cluster with the same score; null when the score is not tied. */
  tie_note: z.string().nullable(),
  /** The same as figures, for a page that words it in another language: the cluster above, and why it is above. */
  tie: z.object({ above: z.string(), reason: z.enum(['activities', 'qualities', 'alphabetical']) }).nullable(),
  cluster: z.object({ data: clusterCardSchema }),
});
export type ClusterResult = z.infer<typeof clusterResultSchema>;

export const clusterResultsSchema = z.object({
  data: z.array(clusterResultSchema),
  /** The survey the results come from; null (and `data` empty) before any survey. */
  survey: surveyResponseSummarySchema.nullable(),
});
export type ClusterResults = z.infer<typeof clusterResultsSchema>;

export const saveClusterBodySchema = z.object({
  cluster: z
    .union([z.number(), z.string().regex(/^\d{1,9}$/, clusterTexts.invalidCluster)], {
      error: clusterTexts.invalidCluster,
    })
    .transform(Number)
    .refine((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647, clusterTexts.invalidCluster),
});
export type SaveClusterBody = z.input<typeof saveClusterBodySchema>;

export const savedClusterStateSchema = z.object({
  data: z.object({ cluster: z.number().int(), is_saved: z.boolean() }),
});

// ---------------------------------------------------------------- scoring

export interface ScoredOption {
  clusterId: number;
  kind: SurveyOptionKind;
  description: string;
  selected: boolean;
}

export interface RankedCluster {
  clusterId: number;
  name: string;
  rank: number;
  score: number;
  maxScore: number;
  counts: KindCounts;
  chosen: Record<SurveyOptionKind, string[]>;
  explanation: string;
  tieNote: string | null;
  tie: Tie | null;
}

/** Why a cluster ranks below another with the same score (the rule in `scoringRule`). */
export interface Tie {
  above: string;
  reason: 'activities' | 'qualities' | 'alphabetical';
}

const kindWords: Record<SurveyOptionKind, [one: string, many: string]> = {
  activity: ['activity', 'activities'],
  quality: ['quality', 'qualities'],
  subject: ['subject', 'subjects'],
};

function countWords(counts: KindCounts): string[] {
  return surveyOptionKinds
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${kindWords[kind][counts[kind] === 1 ? 0 : 1]}`);
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** "You chose 4 activities, 2 qualities and 1 subject linked to Health Science." */
export function explainScore(clusterName: string, counts: KindCounts): string {
  const words = countWords(counts);
  if (words.length === 0) return `You chose no activities, qualities or subjects linked to ${clusterName}.`;
  return `You chose ${joinWords(words)} linked to ${clusterName}.`;
}

/** Orders two clusters by the rule in `scoringRule`; negative when `a` ranks higher. */
function compareRanked(a: RankedCluster, b: RankedCluster, order: Map<number, number>): number {
  return (
    b.score - a.score ||
    b.counts.activity - a.counts.activity ||
    b.counts.quality - a.counts.quality ||
    order.get(a.clusterId)! - order.get(b.clusterId)!
  );
}

function tieBetween(above: RankedCluster, below: RankedCluster): Tie {
  if (above.counts.activity !== below.counts.activity) return { above: above.name, reason: 'activities' };
  if (above.counts.quality !== below.counts.quality) return { above: above.name, reason: 'qualities' };
  return { above: above.name, reason: 'alphabetical' };
}

/** "Same score as Health Science, which ranks higher because you chose more of its activities." */
export function explainTie({ above, reason }: Tie): string {
  const sameScore = `Same score as ${above}`;
  if (reason === 'alphabetical') return `${sameScore}, which comes first alphabetically.`;
  return `${sameScore}, which ranks higher because you chose more of its ${reason}.`;
}

/**
 * Ranks every cluster by `scoringRule`. `clusters` may come in any order; ranks are 1..N with no
 * shared places, and each result says why it stands where it does.
 */
export function rankClusters(clusters: readonly { id: number; name: string }[], options: readonly ScoredOption[]) {
  const alphabetical = [...clusters].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const order = new Map(alphabetical.map((cluster, index) => [cluster.id, index]));
  const byId = new Map<number, RankedCluster>(
    clusters.map((cluster) => [
      cluster.id,
      {
        clusterId: cluster.id,
        name: cluster.name,
        rank: 0,
        score: 0,
        maxScore: 0,
        counts: { activity: 0, quality: 0, subject: 0 },
        chosen: { activity: [], quality: [], subject: [] },
        explanation: '',
        tieNote: null,
        tie: null,
      },
    ]),
  );
  for (const option of options) {
    const entry = byId.get(option.clusterId);
    if (!entry) continue;
    entry.maxScore += 1;
    if (!option.selected) continue;
    entry.score += 1;
    entry.counts[option.kind] += 1;
    entry.chosen[option.kind].push(option.description);
  }
  const ranked = [...byId.values()].sort((a, b) => compareRanked(a, b, order));
  ranked.forEach((entry, index) => {
    entry.rank = index + 1;
    entry.explanation = explainScore(entry.name, entry.counts);
    const above = ranked[index - 1];
    entry.tie = above && entry.score > 0 && above.score === entry.score ? tieBetween(above, entry) : null;
    entry.tieNote = entry.tie ? explainTie(entry.tie) : null;
  });
  return ranked;
}
