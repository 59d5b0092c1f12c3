import { skillDefinitions } from '@portal/contracts';

/**
 * The occupation catalogue as the match engine reads it: one entry per occupation, with its skill and knowledge
 * importances laid out as dense vectors (one slot per skill / knowledge area), so scoring a customer against every
 * occupation is arithmetic over typed arrays. Built once per loaded catalogue (see cache.ts).
 */

export interface CatalogueOccupationInput {
  id: number;
  title: string;
  /** 1-5 education scale; null when unknown. */
  educationLevel: number | null;
  /** Primary cluster first. */
  clusterIds: number[];
  skills: { name: string; importance: number | null }[];
  knowledge: { name: string; importance: number | null }[];
  /** Related occupation ids, most related first, with O*NET's relatedness tier. */
  related: { id: number; tier: string }[];
}

export interface EngineCatalogue {
  size: number;
  ids: Int32Array;
  titles: string[];
  /** Education scale per occupation; 0 = unknown. */
  education: Uint8Array;
  clusterIds: number[][];
  clusterNames: Map<number, string>;
  /** skills[i * skillCount + k]: importance (1-5) of skill k for occupation i, 0 when not among its important skills. */
  skills: Float32Array;
  /** Skill and knowledge importances together, unit length: past jobs compare to occupations by cosine. */
  profile: Float32Array;
  profileWidth: number;
  /** Related occupations by index, with a strength per O*NET tier. */
  related: Map<number, number>[];
  indexOf: Map<number, number>;
}

export const skillCount = skillDefinitions.length;
const skillSlot = new Map(skillDefinitions.map((definition, index) => [definition.onetName, index]));

/** How close O*NET's relatedness tiers put two occupations (as work-history evidence). */
export const tierStrength: Record<string, number> = {
  'Primary-Short': 0.85,
  'Primary-Long': 0.75,
  Supplemental: 0.6,
};

export function buildCatalogue(
  occupations: readonly CatalogueOccupationInput[],
  clusterNames: Map<number, string>,
): EngineCatalogue {
  const sorted = [...occupations].sort((a, b) => a.id - b.id);
  const size = sorted.length;
  const knowledgeNames = [...new Set(sorted.flatMap((item) => item.knowledge.map((topic) => topic.name)))].sort();
  const knowledgeSlot = new Map(knowledgeNames.map((name, index) => [name, index]));
  const profileWidth = skillCount + knowledgeNames.length;
  const skills = new Float32Array(size * skillCount);
  const profile = new Float32Array(size * profileWidth);
  const indexOf = new Map(sorted.map((item, index) => [item.id, index]));

  sorted.forEach((item, i) => {
    for (const topic of item.skills) {
      const slot = skillSlot.get(topic.name);
      if (slot === undefined) continue;
      const importance = topic.importance ?? 3;
      skills[i * skillCount + slot] = importance;
      profile[i * profileWidth + slot] = importance;
    }
    for (const topic of item.knowledge) {
      profile[i * profileWidth + skillCount + knowledgeSlot.get(topic.name)!] = topic.importance ?? 3;
    }
  });
  imputeFromRelated(sorted, indexOf, skills, skillCount);
  imputeFromRelated(sorted, indexOf, profile, profileWidth);
  for (let i = 0; i < size; i += 1) {
    let norm = 0;
    for (let k = 0; k < profileWidth; k += 1) norm += profile[i * profileWidth + k]! ** 2;
    norm = Math.sqrt(norm);
    if (norm > 0) for (let k = 0; k < profileWidth; k += 1) profile[i * profileWidth + k]! /= norm;
  }

  return {
    size,
    ids: Int32Array.from(sorted.map((item) => item.id)),
    titles: sorted.map((item) => item.title),
    education: Uint8Array.from(sorted.map((item) => item.educationLevel ?? 0)),
    clusterIds: sorted.map((item) => item.clusterIds),
    clusterNames,
    skills,
    profile,
    profileWidth,
    related: sorted.map(
      (item) =>
        new Map(
          item.related
            .filter((entry) => indexOf.has(entry.id))
            .map((entry) => [indexOf.get(entry.id)!, tierStrength[entry.tier] ?? tierStrength.Supplemental!]),
        ),
    ),
    indexOf,
  };
}

/** Related occupations whose vectors stand in for an occupation O*NET has no skills or knowledge ratings for. */
const imputeFrom = 5;

/**
 * About one occupation in eight (newer codes such as Software Developers) has no O*NET skills or knowledge ratings:
 * it takes the average of its closest related occupations that have them, so it is not scored as needing nothing.
 */
function imputeFromRelated(
  sorted: readonly CatalogueOccupationInput[],
  indexOf: Map<number, number>,
  vectors: Float32Array,
  width: number,
): void {
  const empty = (i: number) => vectors.subarray(i * width, (i + 1) * width).every((value) => value === 0);
  const missing = sorted.flatMap((_, i) => (empty(i) ? [i] : []));
  for (const i of missing) {
    const donors = sorted[i]!.related.map((entry) => indexOf.get(entry.id))
      .filter((j): j is number => j !== undefined && !missing.includes(j))
      .slice(0, imputeFrom);
    for (const j of donors) {
      for (let k = 0; k < width; k += 1) vectors[i * width + k]! += vectors[j * width + k]! / donors.length;
    }
  }
}

/** Cosine of two occupations' skill-and-knowledge profiles (both unit length). */
export function profileCosine(catalogue: EngineCatalogue, a: number, b: number): number {
  const width = catalogue.profileWidth;
  let dot = 0;
  for (let k = 0; k < width; k += 1) dot += catalogue.profile[a * width + k]! * catalogue.profile[b * width + k]!;
  return dot;
}
