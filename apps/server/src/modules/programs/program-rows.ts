import { sql, type SQL } from 'drizzle-orm';
import { programDetailKeys, programDetailsOf, type ProgramDetails } from '@portal/db/reference';

/**
 * A program as the Program Finder shows it: the columns the search and the single read select for each program on a
 * page (`detailsOf`), and their mapping from the driver's row (`toProgramRow`). The search itself is repository.ts.
 */

export interface ProgramRow extends ProgramDetails {
  id: number;
  title: string;
  type: string;
  format: string;
  cipTitle: string | null;
  isSaved: boolean;
  location: { name: string; address: string | null; city: string | null; state: string | null } | null;
  meters: number | null;
  provider: {
    id: number;
    name: string;
    type: string | null;
    providerType: string;
    description: string | null;
    accreditation: string | null;
    supportServices: string | null;
    contactPhone: string | null;
    website: string | null;
    commutingAreaDescription: string | null;
    locations: { name: string; address: string | null; city: string | null; state: string | null }[];
  };
}

export const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The details of the rows `page` names (columns id, position, meters), with their position; unordered. */
export function detailsOf(page: SQL): SQL {
  return sql`select page.position, p.id, p.title, t.name as type, f.name as format, p.description, p.link,
      p.cip_code as "cipCode", c.title as "cipTitle",
      exists (select 1 from saved_programs s where s.program_id = p.id and s.customer_id = ${sql.placeholder('customerId')}::int)
        as "isSaved",
      p.total_cost as "totalCost", p.tuition_cost as "tuitionCost", p.credit_hours as "creditHours",
      p.contact_hours as "contactHours", p.duration, p.semesters,
      p.eligible_for_financial_aid as "eligibleForFinancialAid",
      p.eligible_for_gi_veteran_aid as "eligibleForGiVeteranAid",
      p.eligible_for_paid_training as "eligibleForPaidTraining",
      p.eligible_for_tuition_support as "eligibleForTuitionSupport",
      p.local_areas_offering_wioa_funding as "localAreasOfferingWioaFunding",
      p.prerequisite_skills as "prerequisiteSkills", p.expected_skills_acquired as "expectedSkillsAcquired",
      p.related_career_information as "relatedCareerInformation",
      case when pl.id is null then null
        else json_build_object('name', pl.name, 'address', pl.address, 'city', pl.city, 'state', pl.state) end
        as location,
      page.meters,
      pr.id as "providerId", pr.name as "providerName", pr.type as "providerKind", pt.name as "providerType",
      pr.description as "providerDescription", pr.accreditation, pr.support_services as "supportServices",
      pr.contact_phone as "contactPhone", pr.website, pr.commuting_area_description as "commutingAreaDescription",
      coalesce((
        select json_agg(json_build_object('name', l.name, 'address', l.address, 'city', l.city, 'state', l.state)
          order by l.id)
        from provider_locations l where l.provider_id = pr.id
      ), '[]'::json) as "providerLocations"
    from ${page} page
    join programs p on p.id = page.id
    join providers pr on pr.id = p.provider_id
    join program_types t on t.id = p.type_id
    join program_formats f on f.id = p.format_id
    join provider_types pt on pt.id = pr.provider_type_id
    left join provider_locations pl on pl.id = p.provider_location_id
    left join cip_codes c on c.code = p.cip_code`;
}

const detailKeys = [
  'id',
  'title',
  'type',
  'format',
  'cipTitle',
  'isSaved',
  ...programDetailKeys,
  'location',
  'meters',
  'providerId',
  'providerName',
  'providerKind',
  'providerType',
  'providerDescription',
  'accreditation',
  'supportServices',
  'contactPhone',
  'website',
  'commutingAreaDescription',
  'providerLocations',
  'total',
] as const;
/** The select list of the prepared statements: every column of `r` by name (Drizzle prepares select builders). */
export const resultFields = Object.fromEntries(detailKeys.map((key) => [key, sql.raw(`r."${key}"`)])) as Record<
  (typeof detailKeys)[number],
  SQL
>;

export type RawProgram = Omit<
  ProgramRow,
  'provider' | 'totalCost' | 'tuitionCost' | 'creditHours' | 'meters' | 'semesters' | 'contactHours'
> & {
  totalCost: unknown;
  tuitionCost: unknown;
  creditHours: unknown;
  contactHours: unknown;
  semesters: unknown;
  meters: unknown;
  total: unknown;
  providerId: number;
  providerName: string;
  providerKind: string | null;
  providerType: string;
  providerDescription: string | null;
  accreditation: string | null;
  supportServices: string | null;
  contactPhone: string | null;
  website: string | null;
  commutingAreaDescription: string | null;
  providerLocations: ProgramRow['provider']['locations'];
};

export function toProgramRow(raw: RawProgram): ProgramRow {
  return {
    id: raw.id,
    title: raw.title,
    type: raw.type,
    format: raw.format,
    cipTitle: raw.cipTitle,
    isSaved: raw.isSaved,
    ...programDetailsOf(raw),
    totalCost: num(raw.totalCost),
    tuitionCost: num(raw.tuitionCost),
    creditHours: num(raw.creditHours),
    contactHours: num(raw.contactHours),
    semesters: num(raw.semesters),
    location: raw.location,
    meters: num(raw.meters),
    provider: {
      id: raw.providerId,
      name: raw.providerName,
      type: raw.providerKind,
      providerType: raw.providerType,
      description: raw.providerDescription,
      accreditation: raw.accreditation,
      supportServices: raw.supportServices,
      contactPhone: raw.contactPhone,
      website: raw.website,
      commutingAreaDescription: raw.commutingAreaDescription,
      locations: raw.providerLocations,
    },
  };
}
