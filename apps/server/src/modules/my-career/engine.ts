import {
  matchFactorLabels,
  matchFactors,
  matchLabel,
  matchPercent,
  skillDefinitions,
  type MatchExplanation,
  type MatchRaise,
  type MatchRaiseKind,
  type MatchFactor,
} from '@portal/contracts';
import { profileCosine, skillCount, type EngineCatalogue } from './catalogue.ts';

/**
 * The match engine: pure functions from what the customer told us (each input may be missing) to a score in [0, 1]
 * against every occupation, and an explanation of one score. Each factor has a fit in [0, 1]; the score is the
 * weighted sum of the fits of the inputs given, over at least `minDenominator` of weight, so one input alone cannot
 * make a Top match. A factor's share is its weighted fit over that denominator: the shares add up to the score, and
 * more evidence for a factor (more ticks, higher ratings, another job, a higher degree) never lowers its fit.
 */

export interface MatchProfile {
  /** Career-cluster survey: per cluster id the share (0..1) of its options ticked, and the saved clusters. */
  clusters: { strengths: Record<string, number>; saved: number[] } | null;
  /** Skills survey: rating 1-5 per skill id. */
  skills: Record<string, number> | null;
  /** Work history: the occupation ids past job titles resolve to (empty when none resolves); null without jobs. */
  jobs: number[] | null;
  /** Highest education on the 1-5 scale; null without education history. */
  education: number | null;
}

export const emptyProfile: MatchProfile = { clusters: null, skills: null, jobs: null, education: null };

export const factorWeights: Record<MatchFactor, number> = {
  interests: 0.3,
  skills: 0.25,
  experience: 0.3,
  education: 0.15,
};
/** Interests, experience and education together (no skills survey) can still reach a Top match. */
export const minDenominator = 0.75;

export function presentFactors(profile: MatchProfile): Record<MatchFactor, boolean> {
  return {
    interests: profile.clusters !== null,
    skills: profile.skills !== null,
    experience: profile.jobs !== null,
    education: profile.education !== null,
  };
}

export function hasAnyInput(profile: MatchProfile): boolean {
  return Object.values(presentFactors(profile)).some(Boolean);
}

function denominator(present: Record<MatchFactor, boolean>): number {
  const given = matchFactors.reduce((sum, factor) => sum + (present[factor] ? factorWeights[factor] : 0), 0);
  return Math.max(given, minDenominator);
}

// ---------------------------------------------------------------- fits

/** Half of a cluster's options ticked already shows a strong interest; a saved cluster is a full one. */
function clusterStrength(profile: MatchProfile, clusterId: number): number {
  const clusters = profile.clusters;
  if (!clusters) return 0;
  if (clusters.saved.includes(clusterId)) return 1;
  return Math.min(1, 2 * (clusters.strengths[String(clusterId)] ?? 0));
}

/** A secondary cluster counts a little less than the occupation's primary one. */
const secondaryCluster = 0.85;

export function interestFit(catalogue: EngineCatalogue, profile: MatchProfile, i: number): number {
  if (!profile.clusters) return 0;
  let best = 0;
  catalogue.clusterIds[i]!.forEach((clusterId, position) => {
    best = Math.max(best, clusterStrength(profile, clusterId) * (position === 0 ? 1 : secondaryCluster));
  });
  return best;
}

const skillLevels = (profile: MatchProfile): Float32Array | null => {
  if (!profile.skills) return null;
  const levels = new Float32Array(skillCount);
  skillDefinitions.forEach((definition, k) => {
    levels[k] = ((profile.skills![definition.id] ?? 1) - 1) / 4;
  });
  return levels;
};

/** The self-rated level (0..1) an occupation needs of a skill of this O*NET importance (3 → 0.6, 4.5 → 0.975). */
export const neededLevel = (importance: number) => Math.min(1, (importance - 1) / 4 + 0.1);

/** Strengths used: this many strong skills (rated 5) the occupation relies on most make a full score. */
const strengthsForFullUse = 4;

/**
 * Coverage (the skills the occupation needs, at the level it needs them) and use (how much it relies on the skills
 * rated above the middle): an occupation that needs little is covered by anyone but uses nobody's strengths.
 */
function skillFitFromLevels(catalogue: EngineCatalogue, levels: Float32Array, i: number): number {
  let weighted = 0;
  let total = 0;
  let used = 0;
  for (let k = 0; k < skillCount; k += 1) {
    const importance = catalogue.skills[i * skillCount + k]!;
    if (importance === 0) continue;
    weighted += importance * Math.min(1, levels[k]! / neededLevel(importance));
    total += importance;
    used += (importance / 5) * Math.max(0, 2 * levels[k]! - 1);
  }
  let coverage = total > 0 ? weighted / total : 0;
  if (total === 0) {
    for (const level of levels) coverage += level / levels.length;
  }
  return 0.6 * coverage + 0.4 * Math.min(1, used / strengthsForFullUse);
}

export function skillFit(catalogue: EngineCatalogue, profile: MatchProfile, i: number): number {
  const levels = skillLevels(profile);
  return levels ? skillFitFromLevels(catalogue, levels, i) : 0;
}

/** How much a past job as occupation j says about occupation i: the same, O*NET-related, or alike in profile. */
export function jobSimilarity(catalogue: EngineCatalogue, j: number, i: number): number {
  if (j === i) return 1;
  const related = catalogue.related[j]!.get(i) ?? catalogue.related[i]!.get(j) ?? 0;
  const cosine = profileCosine(catalogue, j, i);
  const alike = Math.min(1, Math.max(0, (cosine - 0.6) / 0.4)) * 0.7;
  // Among related occupations, the more alike in skills and knowledge rank first.
  const closeness = Math.min(1, Math.max(0, (cosine - 0.5) / 0.5));
  return Math.max(related * (0.85 + 0.15 * closeness), alike);
}

function jobIndices(catalogue: EngineCatalogue, profile: MatchProfile): number[] {
  return (profile.jobs ?? []).flatMap((id) => {
    const index = catalogue.indexOf.get(id);
    return index === undefined ? [] : [index];
  });
}

export function experienceFit(catalogue: EngineCatalogue, profile: MatchProfile, i: number): number {
  return jobIndices(catalogue, profile).reduce((best, j) => Math.max(best, jobSimilarity(catalogue, j, i)), 0);
}

/** Education at or above the occupation's typical entry level fits; each level short costs 0.2. */
export function educationFit(catalogue: EngineCatalogue, profile: MatchProfile, i: number): number {
  if (profile.education === null) return 0;
  const needed = catalogue.education[i]!;
  if (needed === 0) return 0.8;
  return profile.education >= needed ? 1 : Math.max(0, 1 - 0.2 * (needed - profile.education));
}

export function factorFits(catalogue: EngineCatalogue, profile: MatchProfile, i: number): Record<MatchFactor, number> {
  return {
    interests: interestFit(catalogue, profile, i),
    skills: skillFit(catalogue, profile, i),
    experience: experienceFit(catalogue, profile, i),
    education: educationFit(catalogue, profile, i),
  };
}

function combine(fits: Record<MatchFactor, number>, present: Record<MatchFactor, boolean>): number {
  const total = matchFactors.reduce(
    (sum, factor) => sum + (present[factor] ? factorWeights[factor] * fits[factor] : 0),
    0,
  );
  return Math.min(1, total / denominator(present));
}

// ---------------------------------------------------------------- scoring every occupation

/** Scores against every occupation, in catalogue order (catalogue.ids). */
export function scoreAll(catalogue: EngineCatalogue, profile: MatchProfile): Float32Array {
  const scores = new Float32Array(catalogue.size);
  if (!hasAnyInput(profile)) return scores;
  const present = presentFactors(profile);
  const denominatorValue = denominator(present);
  const levels = skillLevels(profile);
  const jobs = jobIndices(catalogue, profile);
  const strengths = new Float32Array(32);
  for (const clusterId of catalogue.clusterNames.keys()) strengths[clusterId] = clusterStrength(profile, clusterId);
  for (let i = 0; i < catalogue.size; i += 1) {
    let total = 0;
    if (present.interests) {
      let best = 0;
      const clusters = catalogue.clusterIds[i]!;
      for (let position = 0; position < clusters.length; position += 1) {
        best = Math.max(best, strengths[clusters[position]!]! * (position === 0 ? 1 : secondaryCluster));
      }
      total += factorWeights.interests * best;
    }
    if (levels) total += factorWeights.skills * skillFitFromLevels(catalogue, levels, i);
    if (present.experience) {
      let best = 0;
      for (const j of jobs) best = Math.max(best, jobSimilarity(catalogue, j, i));
      total += factorWeights.experience * best;
    }
    if (present.education) total += factorWeights.education * educationFit(catalogue, profile, i);
    scores[i] = Math.min(1, total / denominatorValue);
  }
  return scores;
}

// ---------------------------------------------------------------- explaining one score

const educationPhrases: Record<number, string> = {
  1: 'a high school diploma',
  2: 'a certificate or some college',
  3: 'an associate degree',
  4: "a bachelor's degree",
  5: "a master's degree",
};

const percent = (score: number) => `${matchPercent(score)}%`;

function change(from: number, to: number): string {
  const [a, b] = [matchLabel(from), matchLabel(to)];
  return a === b ? `from ${percent(from)} to ${percent(to)}` : `from ${a} to ${b}`;
}

interface Improvement {
  score: number;
  sentence: (change: string) => string;
  /** The same as figures (the sentence's kind and what it names), for other languages. */
  detail: Pick<MatchRaise, 'kind' | 'subjects' | 'education'>;
}

const raiseDetail = (kind: MatchRaiseKind, subjects: string[] = [], education: number | null = null) => ({
  kind,
  subjects,
  education,
});

/** The skills furthest below what the occupation needs, weighted by importance, most important first. */
function skillGaps(catalogue: EngineCatalogue, profile: MatchProfile, i: number): number[] {
  const levels = skillLevels(profile)!;
  const gaps: { k: number; gap: number }[] = [];
  for (let k = 0; k < skillCount; k += 1) {
    const importance = catalogue.skills[i * skillCount + k]!;
    if (importance === 0) continue;
    const gap = importance * (1 - Math.min(1, levels[k]! / neededLevel(importance)));
    if (gap > 0) gaps.push({ k, gap });
  }
  return gaps.sort((a, b) => b.gap - a.gap).map((entry) => entry.k);
}

function improvements(catalogue: EngineCatalogue, profile: MatchProfile, i: number): Improvement[] {
  const present = presentFactors(profile);
  const fits = factorFits(catalogue, profile, i);
  const withFit = (factor: MatchFactor, fit: number) =>
    combine({ ...fits, [factor]: fit }, { ...present, [factor]: true });
  const found: Improvement[] = [];

  const primary = catalogue.clusterIds[i]![0];
  if (!present.interests) {
    found.push({
      score: withFit('interests', 1),
      sentence: (c) => `Taking the Career Clusters survey could raise this match ${c}.`,
      detail: raiseDetail('clustersSurvey'),
    });
  } else if (primary !== undefined && clusterStrength(profile, primary) < 1) {
    const name = catalogue.clusterNames.get(primary) ?? 'this';
    found.push({
      score: withFit('interests', 1),
      sentence: (c) => `Saving the ${name} cluster would raise this match ${c}.`,
      detail: raiseDetail('saveCluster', [name]),
    });
  }

  if (!present.skills) {
    found.push({
      score: withFit('skills', 1),
      sentence: (c) => `Taking the skills survey could raise this match ${c}.`,
      detail: raiseDetail('skillsSurvey'),
    });
  } else {
    const gaps = skillGaps(catalogue, profile, i).slice(0, 2);
    if (gaps.length > 0) {
      const raised = { ...profile.skills };
      for (const k of gaps) {
        const needed = neededLevel(catalogue.skills[i * skillCount + k]!);
        raised[skillDefinitions[k]!.id] = Math.min(5, Math.ceil(needed * 4 + 1));
      }
      const skills = gaps.map((k) => skillDefinitions[k]!.name.toLowerCase());
      found.push({
        score: withFit('skills', skillFit(catalogue, { ...profile, skills: raised }, i)),
        sentence: (c) => `Building your skills in ${skills.join(' and ')} would raise this match ${c}.`,
        detail: raiseDetail('buildSkills', skills),
      });
    }
  }

  if (!present.experience) {
    found.push({
      score: withFit('experience', 1),
      sentence: (c) => `Adding your work history could raise this match ${c}.`,
      detail: raiseDetail('workHistory'),
    });
  } else {
    const [relatedIndex, strength] = [...catalogue.related[i]!.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (relatedIndex !== undefined && strength! > fits.experience) {
      const title = catalogue.titles[relatedIndex]!;
      found.push({
        score: withFit('experience', strength!),
        sentence: (c) => `Work experience in a related job, such as ${title}, would raise this match ${c}.`,
        detail: raiseDetail('relatedJob', [title]),
      });
    }
  }

  const needed = catalogue.education[i]!;
  if (!present.education) {
    found.push({
      score: withFit('education', 1),
      sentence: (c) => `Adding your education history could raise this match ${c}.`,
      detail: raiseDetail('educationHistory'),
    });
  } else if (needed > 0 && profile.education! < needed) {
    const phrase = educationPhrases[needed]!;
    found.push({
      score: withFit('education', 1),
      sentence: (c) => `Finishing ${phrase} would raise this match ${c}.`,
      detail: raiseDetail('finishEducation', [], needed),
    });
  }
  return found;
}

/** The smallest rise worth a sentence. */
const minimumRise = 0.01;

export function explain(catalogue: EngineCatalogue, profile: MatchProfile, i: number): MatchExplanation {
  const present = presentFactors(profile);
  const fits = factorFits(catalogue, profile, i);
  const denominatorValue = denominator(present);
  const score = hasAnyInput(profile) ? combine(fits, present) : 0;
  // The largest rise wins.
  const best = improvements(catalogue, profile, i)
    .filter((candidate) => candidate.score - score >= minimumRise)
    .sort((a, b) => b.score - a.score)[0];
  return {
    score,
    label: matchLabel(score),
    factors: matchFactors.map((factor) => ({
      factor,
      label: matchFactorLabels[factor],
      share: present[factor] ? Math.min(1, (factorWeights[factor] * fits[factor]) / denominatorValue) : 0,
      fit: present[factor] ? fits[factor] : 0,
      present: present[factor],
    })),
    raise: best ? best.sentence(change(score, best.score)) : null,
    raise_detail: best ? { ...best.detail, from: score, to: best.score } : null,
  };
}
