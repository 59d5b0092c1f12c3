import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { normalizeTitle } from '../reference/normalize.ts';
import { refreshTitleWords } from '../reference/title-words.ts';
import {
  occupationClusters,
  occupations,
  occupationTasks,
  occupationTitles,
  occupationTopics,
  relatedOccupations,
  savedOccupations,
} from '../schema/occupations.ts';

/** Factories for the occupations area: an occupation with its titles, clusters, tasks and topics. */

let sequence = 0;

export interface OccupationOverrides extends Partial<typeof occupations.$inferInsert> {
  /** Career cluster ids (1-16), primary first. */
  clusterIds?: number[];
  /** Searchable alternate titles. */
  alternateTitles?: string[];
  /** Reported titles shown as "Also Called". */
  alsoCalled?: string[];
  tasks?: string[];
  knowledge?: string[];
  skills?: string[];
  tech?: string[];
  /** Ids of related occupations, most related first. */
  related?: number[];
}

export async function createOccupation(db: DbOrTx, overrides: OccupationOverrides = {}) {
  const n = ++sequence;
  const {
    clusterIds = [1],
    alternateTitles = [],
    alsoCalled = [],
    tasks = [],
    knowledge = [],
    skills = [],
    tech = [],
    related = [],
    ...values
  } = overrides;
  const code =
    values.code ?? `99-${String(n % 10_000).padStart(4, '0')}.${String(Math.floor(n / 10_000) % 100).padStart(2, '0')}`;
  const [row] = await db
    .insert(occupations)
    .values({
      code,
      socCode: code.slice(0, 7),
      title: `Test Occupation ${n}`,
      description: 'Looks after the things this test needs looked after.',
      educationLevel: 2,
      jobZone: 2,
      medianAnnualSalary: 45_000,
      growthRate: 3,
      annualJobOpenings: 1_200,
      brightOutlook: false,
      ...values,
    })
    .returning();
  const occupation = row!;

  const titles = [
    { title: occupation.title, kind: 'primary', alsoCalled: false },
    ...alsoCalled.map((title) => ({ title, kind: 'reported', alsoCalled: true })),
    ...alternateTitles.map((title) => ({ title, kind: 'alternate', alsoCalled: false })),
  ];
  await db
    .insert(occupationTitles)
    .values(
      titles.map((title) => ({ ...title, occupationId: occupation.id, normalized: normalizeTitle(title.title) })),
    );
  await refreshTitleWords(db, [occupation.id]);
  if (clusterIds.length > 0) {
    await db
      .insert(occupationClusters)
      .values(clusterIds.map((clusterId, position) => ({ occupationId: occupation.id, clusterId, position })));
  }
  if (tasks.length > 0) {
    await db
      .insert(occupationTasks)
      .values(
        tasks.map((task, index) => ({ occupationId: occupation.id, position: index + 1, task, taskType: 'Core' })),
      );
  }
  const topics = [
    ...knowledge.map((name, index) => ({ kind: 'knowledge', position: index + 1, name, importance: 4 })),
    ...skills.map((name, index) => ({ kind: 'skills', position: index + 1, name, importance: 3.5 })),
    ...tech.map((name, index) => ({ kind: 'tech', position: index + 1, name, importance: null })),
  ];
  if (topics.length > 0) {
    await db.insert(occupationTopics).values(topics.map((topic) => ({ ...topic, occupationId: occupation.id })));
  }
  if (related.length > 0) {
    await db.insert(relatedOccupations).values(
      related.map((relatedOccupationId, index) => ({
        occupationId: occupation.id,
        relatedOccupationId,
        tier: 'Primary-Short',
        rank: index + 1,
      })),
    );
  }
  return occupation;
}

export async function saveOccupationFor(db: DbOrTx, customerId: number, occupationId: number) {
  await db.insert(savedOccupations).values({ customerId, occupationId }).onConflictDoNothing();
}

export async function isOccupationSaved(db: DbOrTx, customerId: number, occupationId: number) {
  const rows = await db
    .select({ id: savedOccupations.occupationId })
    .from(savedOccupations)
    .where(and(eq(savedOccupations.customerId, customerId), eq(savedOccupations.occupationId, occupationId)));
  return rows.length > 0;
}
