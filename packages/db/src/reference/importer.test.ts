import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import {
  cipCodes,
  cipSocCrosswalk,
  occupationClusters,
  occupationInterests,
  occupations,
  occupationTasks,
  occupationTitles,
  occupationTopics,
  referenceImports,
  relatedOccupations,
} from '../schema/occupations.ts';
import { importReferenceFolder, type ImportSummary, ReferenceFormatError } from './index.ts';
import {
  copyFixtures,
  fingerprints,
  fixturesFolder,
  openReferenceTestDatabase,
  type ReferenceTestDatabase,
} from './test-support.ts';

let database: ReferenceTestDatabase;
let db: Db;
let first: ImportSummary;

beforeAll(async () => {
  database = await openReferenceTestDatabase();
  db = database.handle.db;
  first = await importReferenceFolder(db, fixturesFolder);
}, 60_000);
afterAll(() => database?.dispose());

async function occupation(code: string) {
  const [row] = await db.select().from(occupations).where(eq(occupations.code, code));
  if (!row) throw new Error(`${code} not loaded`);
  return row;
}

async function topics(code: string, kind: string) {
  const { id } = await occupation(code);
  const rows = await db
    .select()
    .from(occupationTopics)
    .where(eq(occupationTopics.occupationId, id))
    .orderBy(asc(occupationTopics.kind), asc(occupationTopics.position));
  return rows.filter((r) => r.kind === kind).map((r) => [r.name, r.kind === 'tech' ? r.hot : r.importance]);
}

describe('reference importer on fixture files in the official formats', { timeout: 30_000 }, () => {
  it('loads occupations with O*NET details and BLS figures joined by SOC code', async () => {
    expect(first.tables.occupations).toBe(7);
    const nurses = await occupation('29-1141.00');
    expect(nurses).toMatchObject({
      socCode: '29-1141',
      title: 'Registered Nurses',
      // RL category 5 (associate's) has the largest share; O*NET wins over BLS's "Bachelor's degree".
      educationLevel: 3,
      jobZone: 3,
      medianAnnualSalary: 93_600,
      growthRate: 4.9,
      annualJobOpenings: 189_100,
      brightOutlook: true,
      brightOutlookCategory: 'Numerous Job Openings',
    });
    expect(await occupation('29-2061.00')).toMatchObject({ educationLevel: 2, brightOutlook: false });
    // OEWS "#" is top-coded: stored as the $239,200 floor; an EP "—" stays null.
    expect(await occupation('29-1022.00')).toMatchObject({
      educationLevel: 5,
      medianAnnualSalary: 239_200,
      growthRate: null,
      annualJobOpenings: 300,
    });
    // OEWS "*" (hourly only): no annual median, never an invented one, and not the broad 27-2010 row's
    // either. No O*NET RL rows: BLS entry education ("Some college, no degree") fills the level.
    expect(await occupation('27-2011.00')).toMatchObject({
      medianAnnualSalary: null,
      growthRate: 0.3,
      educationLevel: 2,
    });
    // No detailed BLS row: the broad code 21-1010 answers.
    expect(await occupation('21-1011.00')).toMatchObject({
      medianAnnualSalary: 60_200,
      growthRate: 10.4,
      annualJobOpenings: 104_400,
    });
    expect(await occupation('55-1011.00')).toMatchObject({
      educationLevel: null,
      jobZone: null,
      medianAnnualSalary: null,
      growthRate: null,
      annualJobOpenings: null,
    });
    expect(first.wagesMatched).toBe(5);
    expect(first.wagesMatchedPercent).toBeCloseTo((5 / 7) * 100);
    expect(first.topCodedWages).toBe(1);
    expect(first.educationFromBls).toBe(1);
  });

  it('stores primary, reported and alternate titles, normalized and deduplicated per kind', async () => {
    const { id } = await occupation('29-1141.00');
    const titles = await db
      .select({
        title: occupationTitles.title,
        normalized: occupationTitles.normalized,
        kind: occupationTitles.kind,
        alsoCalled: occupationTitles.alsoCalled,
      })
      .from(occupationTitles)
      .where(eq(occupationTitles.occupationId, id))
      .orderBy(asc(occupationTitles.id));
    expect(titles).toEqual([
      { title: 'Registered Nurses', normalized: 'registered nurses', kind: 'primary', alsoCalled: false },
      { title: 'Staff Nurse', normalized: 'staff nurse', kind: 'reported', alsoCalled: true },
      { title: 'Charge Nurse', normalized: 'charge nurse', kind: 'reported', alsoCalled: true },
      { title: 'Nurse Manager', normalized: 'nurse manager', kind: 'reported', alsoCalled: false },
      { title: 'Registered Nurse (RN)', normalized: 'registered nurse (rn)', kind: 'alternate', alsoCalled: false },
      { title: 'Staff Nurse', normalized: 'staff nurse', kind: 'alternate', alsoCalled: false },
      { title: 'Infirmière Autorisée', normalized: 'infirmiere autorisee', kind: 'alternate', alsoCalled: false },
    ]);
    // The alternate title of a code that is not in Occupation Data.txt is ignored.
    const orphan = await db.select().from(occupationTitles).where(eq(occupationTitles.title, 'Orphan Title'));
    expect(orphan).toEqual([]);
  });

  it('ranks tasks, knowledge, skills and technology as documented', async () => {
    const { id } = await occupation('29-1141.00');
    const tasks = await db
      .select({ task: occupationTasks.task, type: occupationTasks.taskType })
      .from(occupationTasks)
      .where(eq(occupationTasks.occupationId, id))
      .orderBy(asc(occupationTasks.position));
    expect(tasks.map((t) => t.type)).toEqual(['Core', 'Core', 'Supplemental']);
    expect(tasks[0]!.task).toBe('Give prescribed medicines and treatments and watch for reactions.');

    // Importance >= 3 only, suppressed estimates (Chemistry) left out, most important first.
    expect(await topics('29-1141.00', 'knowledge')).toEqual([
      ['Medicine and Dentistry', 4.6],
      ['Customer and Personal Service', 4.4],
      ['Psychology', 3.55],
    ]);
    expect(await topics('29-1141.00', 'skills')).toEqual([
      ['Critical Thinking', 4.1],
      ['Reading Comprehension', 4],
      ['Social Perceptiveness', 4],
    ]);
    // One entry per product (Git twice in the file), hot technologies first.
    expect(await topics('15-1252.00', 'tech')).toEqual([
      ['Git', true],
      ['Bash', false],
    ]);
  });

  it('maps interests, related occupations and clusters', async () => {
    const nurses = await occupation('29-1141.00');
    const interests = await db
      .select({ interest: occupationInterests.interest, score: occupationInterests.score })
      .from(occupationInterests)
      .where(eq(occupationInterests.occupationId, nurses.id))
      .orderBy(asc(occupationInterests.interest));
    expect(interests.map((i) => i.interest)).toEqual(['A', 'C', 'E', 'I', 'R', 'S']);
    expect(interests.find((i) => i.interest === 'S')!.score).toBeCloseTo(5.62, 5);

    // 29-1171.00 is not loaded and the self-reference is dropped: only the LPN row remains, ranked 1.
    const lpn = await occupation('29-2061.00');
    const related = await db.select().from(relatedOccupations).where(eq(relatedOccupations.occupationId, nurses.id));
    expect(related).toEqual([{ occupationId: nurses.id, relatedOccupationId: lpn.id, tier: 'Primary-Short', rank: 1 }]);
    expect(first.writes.occupations!.skippedRelated).toBe(1);

    const developers = await occupation('15-1252.00');
    const clusters = await db
      .select({
        clusterId: occupationClusters.clusterId,
        pathway: occupationClusters.pathway,
        position: occupationClusters.position,
      })
      .from(occupationClusters)
      .where(eq(occupationClusters.occupationId, developers.id))
      .orderBy(asc(occupationClusters.position));
    expect(clusters).toEqual([
      { clusterId: 11, pathway: 'Programming and Software Development', position: 0 },
      { clusterId: 15, pathway: 'Engineering and Technology', position: 1 },
    ]);
    // "Human Services; Human Services": one row, the first pathway.
    const counselors = await occupation('21-1011.00');
    const counselorClusters = await db
      .select()
      .from(occupationClusters)
      .where(eq(occupationClusters.occupationId, counselors.id));
    expect(counselorClusters).toHaveLength(1);
    expect(counselorClusters[0]!.pathway).toBe('Counseling and Mental Health Services');
  });

  it('loads CIP codes and the crosswalk without the 99-9999 rows, and records every source', async () => {
    const cips = await db.select().from(cipCodes).orderBy(asc(cipCodes.code));
    expect(cips.map((c) => [c.code, c.level])).toEqual([
      ['11.0701', 6],
      ['51', 2],
      ['51.38', 4],
      ['51.3801', 6],
      ['51.3901', 6],
    ]);
    expect(cips.find((c) => c.code === '51.3801')!.title).toBe('Registered Nursing/Registered Nurse');
    const pairs = await db.select().from(cipSocCrosswalk).orderBy(asc(cipSocCrosswalk.cipCode));
    expect(pairs).toEqual([
      { cipCode: '11.0701', socCode: '15-1252' },
      { cipCode: '51.3801', socCode: '29-1141' },
      { cipCode: '51.3901', socCode: '29-2061' },
    ]);
    const sources = await db.select().from(referenceImports).orderBy(asc(referenceImports.source));
    expect(sources.map((s) => [s.source, s.vintage, s.rowCount])).toEqual([
      ['bls-oews', 'OEWS May 2024, national', 11],
      ['bls-projections', 'Employment Projections 2024-34', 7],
      ['nces-cip', 'CIP 2020', 5],
      ['nces-cip-soc', 'CIP 2020 to SOC 2018', 3],
      ['onet', 'O*NET 29.3 Database, May 2025 Release', 7],
      ['onet-bright-outlook', 'O*NET OnLine Bright Outlook', 3],
      ['onet-career-clusters', 'O*NET OnLine Career Clusters (16 clusters)', 7],
    ]);
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await fingerprints(database.handle);
    const again = await importReferenceFolder(db, fixturesFolder);
    expect(await fingerprints(database.handle)).toEqual(before);
    expect(again.writes.occupations!.occupations).toEqual({ inserted: 0, updated: 0, deleted: 0, unchanged: 7 });
    for (const child of Object.values(again.writes.occupations!.children)) {
      expect(child).toEqual({ occupationsReplaced: 0, rowsWritten: 0 });
    }
    expect(again.writes.cipCodes).toMatchObject({ inserted: 0, updated: 0, unchanged: 5 });
    expect(again.writes.cipSoc).toMatchObject({ inserted: 0, unchanged: 3 });
  });

  it.each([
    {
      problem: 'a missing required column',
      file: 'onet/Occupation Data.txt',
      change: (text: string) => text.replace('\tDescription', '\tSummary'),
      message: 'onet/Occupation Data.txt, line 1: missing required column "Description"',
    },
    {
      problem: 'a wrong column count',
      file: 'onet/Task Statements.txt',
      change: (text: string) => text.replace('watch for reactions.\t', 'watch for reactions.\textra\t'),
      message: 'onet/Task Statements.txt, line 3: expected 8 columns, found 9',
    },
    {
      problem: 'a bad number',
      file: 'bls/oews_national_M2024.csv',
      change: (text: string) => text.replace(',62340,', ',62k340,'),
      message: 'bls/oews_national_M2024.csv, line 6: "A_MEDIAN" is not a number: "62k340"',
    },
    {
      problem: 'a bad code',
      file: 'onet/Job Zones.txt',
      change: (text: string) => text.replace('15-1252.00', '15-1252'),
      message: 'onet/Job Zones.txt, line 4: "O*NET-SOC Code" is not a valid code: "15-1252"',
    },
    {
      problem: 'an unknown career cluster',
      file: 'lists/All_Career_Clusters.csv',
      change: (text: string) => text.replace('Arts, Audio/Video', 'Arts, Audio, Video'),
      message: 'lists/All_Career_Clusters.csv, line 6: unknown career cluster',
    },
  ])('refuses $problem, naming the file and line, and changes nothing', async ({ file, change, message }) => {
    const copy = await copyFixtures();
    try {
      // A valid change elsewhere proves the whole import is refused, not just the bad file.
      await copy.edit('bls/oews_national_M2024.csv', (text) => text.replaceAll(',93600,', ',94000,'));
      await copy.edit(file, change);
      const before = await fingerprints(database.handle);
      const error = await importReferenceFolder(db, copy.folder).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReferenceFormatError);
      expect((error as Error).message).toContain(message);
      expect(await fingerprints(database.handle)).toEqual(before);
    } finally {
      await copy.remove();
    }
  });

  it('rolls back everything when writing fails part-way', async () => {
    const copy = await copyFixtures();
    try {
      await copy.edit('bls/oews_national_M2024.csv', (text) => text.replaceAll(',93600,', ',94000,'));
      await copy.edit('onet/Task Statements.txt', (text) => text.replace('Check vital signs', 'Measure vital signs'));
      const before = await fingerprints(database.handle);
      const failing = importReferenceFolder(db, copy.folder, {
        onProgress: (progress) => {
          // Occupations are written by now; the crash comes with the child tables.
          if (progress.phase === 'write' && progress.label === 'occupation_tasks') throw new Error('disk full');
        },
      });
      await expect(failing).rejects.toThrow('disk full');
      expect(await fingerprints(database.handle)).toEqual(before);
      expect((await occupation('29-1141.00')).medianAnnualSalary).toBe(93_600);
    } finally {
      await copy.remove();
    }
  });

  it('rewrites only what changed in a later release', async () => {
    const copy = await copyFixtures();
    try {
      await copy.edit('bls/oews_national_M2024.csv', (text) => text.replaceAll(',93600,', ',94000,'));
      await copy.edit('onet/Task Statements.txt', (text) => text.replace('Check vital signs', 'Measure vital signs'));
      const summary = await importReferenceFolder(db, copy.folder);
      expect(summary.writes.occupations!.occupations).toEqual({ inserted: 0, updated: 1, deleted: 0, unchanged: 6 });
      const { children } = summary.writes.occupations!;
      expect(children.tasks).toEqual({ occupationsReplaced: 1, rowsWritten: 3 });
      expect(children.titles.occupationsReplaced).toBe(0);
      expect(children.topics.occupationsReplaced).toBe(0);
      expect((await occupation('29-1141.00')).medianAnnualSalary).toBe(94_000);
    } finally {
      await copy.remove();
    }
  });
});
