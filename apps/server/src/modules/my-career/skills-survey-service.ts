import {
  skillDefinitions,
  skillsSurveySteps,
  skillsSurveyTexts,
  strengthRating,
  type SkillRatings,
  type SkillResult,
  type SkillsSurveyForm,
  type SkillsSurveyResult,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/access/actor.ts';
import { requireCustomer } from '../../platform/access/policies.ts';
import { notFound } from '../../platform/http/errors.ts';
import { currentCatalogue } from './cache.ts';
import { skillCount } from './catalogue.ts';
import { neededLevel } from './engine.ts';
import { markInputsChanged, topScores } from './repository.ts';

/** The skills survey: one set of ratings per customer, retaken through the same call. */

const { skillsSurveyResponses } = schema;

async function findRatings(db: Db, customerId: number) {
  const [row] = await db.select().from(skillsSurveyResponses).where(eq(skillsSurveyResponses.customerId, customerId));
  return row ?? null;
}

export async function getForm(db: Db, actor: Actor): Promise<SkillsSurveyForm> {
  const { customerId } = requireCustomer(actor);
  const row = await findRatings(db, customerId);
  return {
    data: skillsSurveySteps.map((step) => ({
      id: step.id,
      title: step.title,
      description: step.description,
      skills: step.skills.map((skill) => ({
        id: skill.id,
        name: skill.name,
        description: skill.description,
        rating: row?.ratings[skill.id] ?? null,
      })),
    })),
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves the ratings and marks the customer's matches stale, in one transaction. */
export async function save(db: Db, actor: Actor, ratings: SkillRatings): Promise<{ updated_at: string }> {
  const { customerId } = requireCustomer(actor);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(skillsSurveyResponses)
      .values({ customerId, ratings })
      .onConflictDoUpdate({ target: skillsSurveyResponses.customerId, set: { ratings, updatedAt: sql`now()` } })
      .returning();
    await markInputsChanged(tx, customerId);
    return saved!;
  });
  return { updated_at: row.updatedAt.toISOString() };
}

const strengthsShown = 8;
const growthShown = 5;
const occupationsPerSkill = 5;
/** The best matches whose needs decide which skills to build next. */
const matchesConsidered = 20;

/** Strengths and the occupations that rely on them (best match first); skills the best matches need more of. */
export async function getResult(db: Db, actor: Actor): Promise<SkillsSurveyResult> {
  const { customerId } = requireCustomer(actor);
  const row = await findRatings(db, customerId);
  if (!row) throw notFound(skillsSurveyTexts.noResult);
  const [{ catalogue }, top] = await Promise.all([currentCatalogue(db), topScores(db, customerId, 100_000)]);
  const rank = new Map(top.map((entry, position) => [entry.occupation_id, position]));
  const rating = (id: string) => row.ratings[id] ?? 1;

  const relyingOn = (k: number) =>
    [...catalogue.ids.keys()]
      .filter((i) => catalogue.skills[i * skillCount + k]! >= 3.5)
      .sort(
        (a, b) =>
          (rank.get(catalogue.ids[a]!) ?? Infinity) - (rank.get(catalogue.ids[b]!) ?? Infinity) ||
          catalogue.skills[b * skillCount + k]! - catalogue.skills[a * skillCount + k]!,
      )
      .slice(0, occupationsPerSkill)
      .map((i) => ({ id: catalogue.ids[i]!, title: catalogue.titles[i]! }));

  const toResult = (k: number): SkillResult => {
    const definition = skillDefinitions[k]!;
    return { id: definition.id, name: definition.name, rating: rating(definition.id), occupations: relyingOn(k) };
  };

  const strengths = skillDefinitions
    .map((definition, k) => ({ k, value: rating(definition.id) }))
    .filter((entry) => entry.value >= strengthRating)
    .sort((a, b) => b.value - a.value || a.k - b.k)
    .slice(0, strengthsShown)
    .map((entry) => toResult(entry.k));

  const best = top.slice(0, matchesConsidered).flatMap((entry) => {
    const index = catalogue.indexOf.get(entry.occupation_id);
    return index === undefined ? [] : [index];
  });
  const gaps = skillDefinitions.map((definition, k) => {
    const level = (rating(definition.id) - 1) / 4;
    return best.reduce((sum, i) => {
      const importance = catalogue.skills[i * skillCount + k]!;
      return importance === 0 ? sum : sum + importance * Math.max(0, neededLevel(importance) - level);
    }, 0);
  });
  const growth = gaps
    .map((gap, k) => ({ gap, k }))
    .filter((entry) => entry.gap > 0 && rating(skillDefinitions[entry.k]!.id) < strengthRating)
    .sort((a, b) => b.gap - a.gap)
    .slice(0, growthShown)
    .map((entry) => toResult(entry.k));

  return { strengths, growth, updated_at: row.updatedAt.toISOString() };
}
