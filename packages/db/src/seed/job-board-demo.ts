import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createJobPost } from '../factories/job-board.ts';
import { educationLevels } from '../schema/index.ts';
import type { SeededEmployer } from './employers-demo.ts';

/**
 * The job board's demo posts: 18 published posts per demo employer (162 in all) over real O*NET codes from the
 * catalogue the demo imports, at the employers' Front Range sites, plus one draft and one expired post that the board
 * must not show. Salaries follow each occupation's BLS median; everything is deterministic (no randomness).
 */

export const postsPerEmployer = 18;

/** SOC code prefixes that fit each demo employer's NAICS sector. */
const occupationsBySector: Record<string, string[]> = {
  '62': ['29-', '31-', '21-1'],
  '48-49': ['53-', '43-5', '49-3'],
  '23': ['47-', '11-9021', '17-2051', '49-9021'],
  '54': ['15-', '17-', '13-', '27-1024', '27-3042'],
  '81': ['49-', '43-4051'],
  '52': ['13-2', '43-3', '43-4', '41-3'],
  '11': ['45-', '19-1', '11-9013', '37-3', '19-4042'],
  '31-33': ['51-', '17-3', '49-9041'],
  '72': ['35-', '39-', '11-9051', '43-4081'],
};

const seniority = ['', 'Senior ', 'Entry-Level ', 'Lead ', '', 'Trainee '];
const day = 86_400_000;

interface CatalogueOccupation {
  code: string;
  title: string;
  description: string;
  educationLevel: number | null;
  medianAnnualSalary: number | null;
}

/** 'Electricians' → 'Electrician'; 'Plumbers, Pipefitters, and Steamfitters' → 'Plumber'. */
export function jobTitleFor(occupationTitle: string): string {
  const head = occupationTitle.split(',')[0]!.trim();
  if (head.endsWith('ies')) return `${head.slice(0, -3)}y`;
  if (head.endsWith('s') && !head.endsWith('ss')) return head.slice(0, -1);
  return occupationTitle;
}

async function occupationsFor(db: DbOrTx, prefixes: string[]): Promise<CatalogueOccupation[]> {
  const result = (await db.execute(sql`select code, title, description, education_level as "educationLevel",
      median_annual_salary as "medianAnnualSalary"
    from occupations where code like any(${`{${prefixes.map((prefix) => `${prefix}%`).join(',')}}`}::text[])
    order by code`)) as unknown as { rows: CatalogueOccupation[] };
  return result.rows;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Hourly pay below $60,000 a year, yearly above, around the national median (or $45,000 when BLS has none). */
function payFor(median: number | null, index: number) {
  const yearly = median ?? 45_000;
  const spread = 0.85 + (index % 3) * 0.05;
  if (yearly < 60_000) {
    const hourly = yearly / 2080;
    return {
      payUnit: 'hour',
      salaryRangeMin: roundTo(hourly * spread, 0.5),
      salaryRangeMax: roundTo(hourly * 1.2, 0.5),
    };
  }
  return {
    payUnit: 'year',
    salaryRangeMin: roundTo(yearly * spread, 1000),
    salaryRangeMax: roundTo(yearly * 1.25, 1000),
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedJobBoardDemo(db: DbOrTx, employers: SeededEmployer[], now = new Date()) {
  const levels = await db.select().from(educationLevels);
  const levelFor = (scale: number | null) =>
    (levels.find((level) => level.scale === (scale ?? 1)) ?? levels[1] ?? levels[0]!).id;
  let created = 0;
  for (const [employerIndex, employer] of employers.entries()) {
    const prefixes = occupationsBySector[employer.industry] ?? ['43-'];
    const occupations = await occupationsFor(db, prefixes);
    if (occupations.length === 0 || employer.locations.length === 0) continue;
    const website = `https://${slug(employer.companyName)}.example`;
    for (let i = 0; i < postsPerEmployer; i += 1) {
      const n = employerIndex * postsPerEmployer + i;
      const occupation = occupations[i % occupations.length]!;
      const title = `${seniority[Math.floor(i / occupations.length) % seniority.length]}${jobTitleFor(occupation.title)}`;
      const location = employer.locations[i % employer.locations.length]!;
      const postedAt = new Date(now.getTime() - ((n * 7) % 45) * day - (n % 24) * 3_600_000);
      const apprenticeship = employer.industry === '23' && i % 6 === 0;
      await createJobPost(db, {
        employerId: employer.id,
        createdBy: employer.createdBy,
        locationIds: i % 5 === 0 ? employer.locations.map((place) => place.id) : [location.id],
        title,
        description: `${occupation.description}\n\n${employer.companyName} is hiring in ${location.city}. Training on our own equipment and procedures is provided.`,
        onetCode: occupation.code,
        industry: employer.industry,
        remote: employer.industry === '54' && i % 3 === 0,
        jobPositionTypeId: apprenticeship ? 5 : i % 9 === 4 ? 2 : i % 11 === 7 ? 4 : 1,
        jobPositionTypeValue: apprenticeship ? `2026-CO-${String(1000 + n)}` : null,
        ...payFor(occupation.medianAnnualSalary, i),
        minimumEducationalLevelId: levelFor(occupation.educationLevel),
        hoursPerWeek: i % 7 === 3 ? 24 : i % 7 === 5 ? 30 : 40,
        benefits: i % 2 === 0 ? 'Medical, dental and vision coverage; paid time off; 401(k) with a match.' : null,
        applyLink: `${website}/careers/${slug(title)}-${n}`,
        contactEmail: i % 6 === 1 ? `careers@${slug(employer.companyName)}.example` : null,
        postedAt,
        expiresAt: new Date(postedAt.getTime() + 60 * day),
      });
      created += 1;
    }
  }
  // What the board must not show: a draft and a post whose 60 days are over.
  const first = employers[0];
  if (first?.locations[0]) {
    await createJobPost(db, {
      employerId: first.id,
      createdBy: first.createdBy,
      locationIds: [first.locations[0].id],
      title: 'Patient Access Representative (draft)',
      state: 'draft',
    });
    const long = new Date(now.getTime() - 90 * day);
    await createJobPost(db, {
      employerId: first.id,
      createdBy: first.createdBy,
      locationIds: [first.locations[0].id],
      title: 'Seasonal Flu Clinic Nurse',
      postedAt: long,
      expiresAt: new Date(long.getTime() + 60 * day),
    });
  }
  return { published: created };
}
