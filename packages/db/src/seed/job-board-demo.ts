import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createJobPost } from '../factories/job-board.ts';
import { educationLevels } from '../schema/index.ts';
import type { SeededEmployer } from './employers-demo.ts';

/**
 * The job board's demo posts over the catalogue the demo imports: every occupation is posted by the demo employer
 * that hires for it (the longest matching SOC prefix in employers-demo.ts), and an employer with few occupations
 * posts more of them, up to `minimumPostsPerEmployer`. Titles are the occupation's reported job titles (O*NET's
 * "Also Called" first), never a cut-down occupation name; the education asked is the occupation's typical entry
 * education (postingEducation). Salaries follow each occupation's BLS median. Plus one draft and one expired post
 * that the board must not show. Deterministic: no randomness.
 */

export const minimumPostsPerEmployer = 12;

const day = 86_400_000;

type CatalogueOccupation = {
  code: string;
  title: string;
  description: string;
  educationLevel: number | null;
  jobZone: number | null;
  medianAnnualSalary: number | null;
  /** Reported titles shown as Also Called first, then the other reported titles, then the alternate titles. */
  titles: string[];
};

/** Occupations whose typical entry education is a doctoral or professional degree (BLS): law, pharmacy, PT. */
const doctoralOrProfessional = new Set(['23-1011.00', '29-1051.00', '29-1123.00']);

/**
 * The minimum education a post for this occupation asks, named as the education_levels rows are. The catalogue's
 * education level is O*NET's Required Level of Education on the 1-5 scale; where O*NET has none, the Job Zone stands
 * in (zone 3: some training after high school, zone 4: a bachelor's, zone 5: a graduate degree). Scale 1 covers both
 * less than high school and a diploma: only a Job Zone 1 occupation (little or no preparation) asks less.
 */
export function postingEducation(occupation: { code: string; educationLevel: number | null; jobZone: number | null }) {
  const zoneScale: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 5 };
  const scale = occupation.educationLevel ?? zoneScale[occupation.jobZone ?? 2] ?? 1;
  switch (scale) {
    case 1:
      return occupation.jobZone === 1 ? 'Less than High School' : 'High School Diploma or GED';
    case 2:
      return 'Postsecondary Certificate';
    case 3:
      return "Associate's Degree";
    case 4:
      return "Bachelor's Degree";
    default:
      return doctoralOrProfessional.has(occupation.code) ? 'Doctoral or Professional Degree' : "Master's Degree";
  }
}

/** Gendered or odd-for-an-ad reported titles ('Salesman', 'Body Man', 'Attorney General') are not used. */
const unfitTitle = /\b(?:\w*sman|\w*eman|body man|service man|waitress|attorney general)\b/i;

/**
 * A reported title as an ad would print it: 'TA (Teacher Assistant)' → 'Teacher Assistant' (an abbreviation gives way
 * to its spelling), 'Customer Service Representative (CSR)' → 'Customer Service Representative'.
 */
function adTitle(reported: string): string {
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(reported);
  if (!match) return reported.trim();
  const [, head = '', spelled = ''] = match;
  const abbreviation = !head.includes(' ') && (head.match(/[A-Z]/g) ?? []).length >= 2;
  return (abbreviation ? spelled : head).trim();
}

const stems = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !['except', 'other', 'including'].includes(word))
    .map((word) => word.slice(0, 4));

/**
 * The titles a post for the occupation may carry, best first: those that name the occupation's own work ('Debt
 * Collector' for Bill and Account Collectors, not 'Choir Member' for Musicians), several words before one.
 */
export function postingTitles(occupation: { title: string; titles: string[] }): string[] {
  const own = new Set(stems(occupation.title));
  const titles = [...new Set(occupation.titles.map(adTitle))].filter((title) => title && !unfitTitle.test(title));
  const rank = (title: string) => (stems(title).some((stem) => own.has(stem)) ? 0 : 2) + (title.includes(' ') ? 0 : 1);
  const ordered = titles
    .map((title, index) => ({ title, index }))
    .sort((a, b) => rank(a.title) - rank(b.title) || a.index - b.index)
    .map(({ title }) => title);
  return ordered.length > 0 ? ordered : [occupation.title];
}

async function catalogueOccupations(db: DbOrTx): Promise<CatalogueOccupation[]> {
  const result =
    (await db.execute<CatalogueOccupation>(sql`select o.code, o.title, o.description, o.education_level as "educationLevel",
      o.job_zone as "jobZone", o.median_annual_salary as "medianAnnualSalary",
      array(select t.title from occupation_titles t where t.occupation_id = o.id and t.kind <> 'primary'
        order by t.also_called desc, t.kind = 'reported' desc, t.id) as titles
    from occupations o order by o.code`)) as { rows: CatalogueOccupation[] };
  return result.rows.map((row) => ({
    ...row,
    medianAnnualSalary: row.medianAnnualSalary === null ? null : Number(row.medianAnnualSalary),
  }));
}

/** Each occupation goes to the employer whose `hires` prefix matches its code longest. */
function occupationsByEmployer(employers: SeededEmployer[], occupations: CatalogueOccupation[]) {
  const byEmployer = new Map<number, CatalogueOccupation[]>(employers.map((employer) => [employer.id, []]));
  for (const occupation of occupations) {
    let best: { employerId: number; length: number } | null = null;
    for (const employer of employers)
      for (const prefix of employer.hires)
        if (occupation.code.startsWith(prefix) && prefix.length > (best?.length ?? 0))
          best = { employerId: employer.id, length: prefix.length };
    if (best) byEmployer.get(best.employerId)!.push(occupation);
  }
  return byEmployer;
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
  const levelId = (name: string) => (levels.find((level) => level.name === name) ?? levels[0]!).id;
  const byEmployer = occupationsByEmployer(employers, await catalogueOccupations(db));
  let created = 0;
  for (const employer of employers) {
    const occupations = byEmployer.get(employer.id) ?? [];
    if (occupations.length === 0 || employer.locations.length === 0) continue;
    const website = `https://${slug(employer.companyName)}.example`;
    const posts = Math.max(occupations.length, minimumPostsPerEmployer);
    for (let i = 0; i < posts; i += 1) {
      const n = created;
      const occupation = occupations[i % occupations.length]!;
      const titles = postingTitles(occupation);
      const title = titles[Math.floor(i / occupations.length) % titles.length]!;
      const location = employer.locations[i % employer.locations.length]!;
      const postedAt = new Date(now.getTime() - ((n * 7) % 45) * day - (n % 24) * 3_600_000);
      const apprenticeship = employer.industry === '23' && i % 6 === 0;
      await createJobPost(db, {
        employerId: employer.id,
        createdBy: employer.createdBy,
        locationIds: i % 5 === 0 ? employer.locations.map((place) => place.id) : [location.id],
        title,
        description: `${occupation.description}\n\n${employer.companyName} is hiring in ${location.city}. We train you on our own equipment and procedures.`,
        onetCode: occupation.code,
        industry: employer.industry,
        remote: employer.industry === '54' && i % 3 === 0,
        jobPositionTypeId: apprenticeship ? 5 : i % 9 === 4 ? 2 : i % 11 === 7 ? 4 : 1,
        jobPositionTypeValue: apprenticeship ? `2026-CO-${String(1000 + n)}` : null,
        ...payFor(occupation.medianAnnualSalary, i),
        minimumEducationalLevelId: levelId(postingEducation(occupation)),
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
      title: 'Patient Intake Coordinator (draft)',
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
