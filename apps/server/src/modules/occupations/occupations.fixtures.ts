import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { createOccupation } from '@portal/db/factories';

/**
 * The Occupation Finder tests' catalogue (occupations.test.ts, occupations.detail.test.ts): six occupations across
 * clusters, education levels, salaries and outlooks; returns their ids and the education level ids by scale.
 */
export async function seedOccupationCatalogue(db: Db) {
  const electricians = await createOccupation(db, {
    title: 'Electricians',
    description: 'Install, maintain and repair electrical wiring and fixtures.',
    clusterIds: [2, 13],
    educationLevel: 2,
    medianAnnualSalary: 62_350,
    growthRate: 9.5,
    annualJobOpenings: 81_000,
    brightOutlook: true,
    brightOutlookCategory: 'Rapid Growth; Numerous Job Openings',
    alsoCalled: ['Electrician', 'Maintenance Electrician', 'Electricians'],
    alternateTitles: ['Wireman', 'Journeyman Electrician', 'Inside Wireman'],
    tasks: ['Connect wires to circuit breakers.', 'Read blueprints.', 'Test circuits.', 'Replace faulty wiring.'],
    knowledge: ['Building and Construction', 'Mathematics', 'Mechanical', 'Physics', 'Design', 'Public Safety'],
    skills: ['Troubleshooting', 'Repairing'],
    tech: ['Computer aided design CAD software', 'Microsoft Excel'],
  });
  const nurses = await createOccupation(db, {
    title: 'Registered Nurses',
    clusterIds: [8],
    educationLevel: 4,
    medianAnnualSalary: 93_600,
    growthRate: 5,
    annualJobOpenings: 189_100,
    alternateTitles: ['Staff Nurse', 'RN'],
    related: [electricians.id],
  });
  const assistants = await createOccupation(db, {
    title: 'Nursing Assistants',
    clusterIds: [8],
    educationLevel: 2,
    medianAnnualSalary: 39_530,
    growthRate: 2,
    annualJobOpenings: 207_200,
    alternateTitles: ['Nurse Aide', 'Certified Nursing Assistant', 'Aide to the RN'],
  });
  const developers = await createOccupation(db, {
    title: 'Software Developers',
    clusterIds: [11],
    educationLevel: 4,
    medianAnnualSalary: 133_080,
    growthRate: 15.8,
    annualJobOpenings: 115_200,
    alternateTitles: ['Application Developer', 'Software Engineer'],
  });
  const cooks = await createOccupation(db, {
    title: 'Cooks, Fast Food',
    clusterIds: [9],
    educationLevel: 1,
    medianAnnualSalary: 30_000,
    growthRate: 1.9,
    annualJobOpenings: 97_000,
    alternateTitles: ['Fry Cook'],
  });
  const keyers = await createOccupation(db, {
    title: 'Data Entry Keyers',
    clusterIds: [4],
    educationLevel: null,
    medianAnnualSalary: null,
    growthRate: null,
    annualJobOpenings: null,
  });
  const ids = {
    electricians: electricians.id,
    nurses: nurses.id,
    assistants: assistants.id,
    developers: developers.id,
    cooks: cooks.id,
    keyers: keyers.id,
  };
  /** Education level id by its 1-5 scale (the first level with that scale). */
  const levelWithScale = new Map<number, number>();
  const levels = await db.select().from(schema.educationLevels);
  for (const level of levels) if (!levelWithScale.has(level.scale)) levelWithScale.set(level.scale, level.id);
  return { ids, levelWithScale };
}
