import type { z } from 'zod';
import type { SurveyStepRecord } from '../../reference/records.ts';
import { careerClusterSeed } from '../career-clusters.ts';
import { readDataFile } from './read-data-file.ts';
import { surveyFileSchema } from './records-schema.ts';

/**
 * The career-cluster interest survey, written by us (texts in survey.json). Reference data: seeded in every installation.
 *
 * Every cluster has exactly four activities, four personal qualities and four school subjects, so a
 * plain count of ticked options (contracts `scoringRule`) is fair between clusters. The options are
 * dealt into eight steps by kind: four activity steps with one option per cluster each, then two
 * steps of qualities and two of subjects with two per cluster each. Within a step the clusters are
 * shuffled by a fixed permutation, so neighbouring options rarely belong to the same cluster.
 */

/** The survey's texts per career cluster (survey.json), checked on load against the 16 cluster names. */
type ClusterItems = z.infer<typeof surveyFileSchema>[string];

export const surveyItems: Record<string, ClusterItems> = readDataFile(
  new URL('./survey.json', import.meta.url),
  surveyFileSchema,
);
const missing = careerClusterSeed.filter((cluster) => !surveyItems[cluster.name]).map((cluster) => cluster.name);
const unknown = Object.keys(surveyItems).filter((name) => !careerClusterSeed.some((cluster) => cluster.name === name));
if (missing.length > 0 || unknown.length > 0) {
  throw new Error(
    `survey.json must list each career cluster once (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'})`,
  );
}

const activityStep = (part: number) => ({
  title: `Activities I would enjoy (${part} of 4)`,
  description:
    'Tick every activity you would enjoy, at work or in your free time. There are no right or wrong answers.',
});
const qualityStep = (part: number) => ({
  title: `What I am like (${part} of 2)`,
  description: 'Tick every statement that sounds like you.',
});
const subjectStep = (part: number) => ({
  title: `School subjects I like (${part} of 2)`,
  description: 'Tick every subject you enjoy or did well in, at school, college or on your own.',
});

const clusterCount = careerClusterSeed.length;

/**
 * Orders one step's options: option `slot` (0 or 1) of the cluster at `index`, in step `step`.
 * 5 and 11 are coprime with 16, so each slot visits every cluster once, and the two slots interleave.
 */
function shuffleKey(index: number, step: number, slot: number): number {
  return ((index * 5 + step * 3 + slot * 11) % clusterCount) * 2 + slot;
}

function buildStep(
  step: number,
  heading: { title: string; description: string },
  kind: SurveyStepRecord['options'][number]['kind'],
  pick: (items: ClusterItems) => string[],
): SurveyStepRecord {
  const keyed = careerClusterSeed.flatMap((cluster, index) =>
    pick(surveyItems[cluster.name]!).map((description, slot) => ({
      key: shuffleKey(index, step, slot),
      option: { cluster: cluster.name, kind, description },
    })),
  );
  keyed.sort((a, b) => a.key - b.key);
  return { ...heading, options: keyed.map((entry) => entry.option) };
}

export const surveySteps: SurveyStepRecord[] = [
  ...[0, 1, 2, 3].map((part) =>
    buildStep(part, activityStep(part + 1), 'activity', (items) => [items.activities[part]!]),
  ),
  ...[0, 1].map((part) =>
    buildStep(4 + part, qualityStep(part + 1), 'quality', (items) => items.qualities.slice(part * 2, part * 2 + 2)),
  ),
  ...[0, 1].map((part) =>
    buildStep(6 + part, subjectStep(part + 1), 'subject', (items) => items.subjects.slice(part * 2, part * 2 + 2)),
  ),
];
