import {
  programConstants,
  programMessages,
  type Program,
  type ProgramSearchInput,
  type ProgramSearchResponse,
  type RelatedOccupationsResponse,
  type CustomerAccountLanguage,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireCustomer } from '../../platform/access/policies.ts';
import type { Geocoder } from '../../platform/geo/index.ts';
import { customerDocumentLanguage } from '../../platform/customer-language.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { renderProgramPdf } from './pdf.ts';
import * as repository from './repository.ts';

/**
 * Program Finder: searching, saving and printing programs, and the occupations a program leads
 * to. Signed-in customers only; saves are scoped by the caller's customer id.
 */

const metersPerMile = 1609.344;
const stopWords = new Set(['a', 'an', 'and', 'or', 'the', 'of', 'in', 'for', 'to', 'with', 'on', 'at']);

/** The phrase for ranking and the words every match must contain (each in some field). */
export function searchTerms(searchText: string | undefined): { phrase: string; words: string[] } | null {
  const phrase = (searchText ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (phrase === '') return null;
  const words = [
    ...new Set(phrase.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2 && !stopWords.has(word))),
  ].slice(0, 8);
  return { phrase, words: words.length > 0 ? words : [phrase] };
}

export function toProgram(row: repository.ProgramRow): Program {
  const program: Program = {
    id: row.id,
    title: row.title,
    type: row.type,
    format: row.format,
    description: row.description,
    link: row.link,
    provider: {
      id: row.provider.id,
      name: row.provider.name,
      type: row.provider.type,
      provider_type: row.provider.providerType,
      description: row.provider.description,
      accreditation: row.provider.accreditation,
      support_services: row.provider.supportServices,
      contact_phone: row.provider.contactPhone,
      website: row.provider.website,
      commuting_area_description: row.provider.commutingAreaDescription,
      locations: row.provider.locations,
    },
    cip_id: row.cipCode,
    cip_title: row.cipTitle,
    is_saved: row.isSaved,
    total_cost: row.totalCost,
    tuition_cost: row.tuitionCost,
    credit_hours: row.creditHours,
    contact_hours: row.contactHours,
    duration: row.duration,
    semesters: row.semesters,
    eligible_for_financial_aid: row.eligibleForFinancialAid,
    eligible_for_gi_veteran_aid: row.eligibleForGiVeteranAid,
    eligible_for_paid_training: row.eligibleForPaidTraining,
    eligible_for_tuition_support: row.eligibleForTuitionSupport,
    local_areas_offering_wioa_funding: row.localAreasOfferingWioaFunding,
    prerequisite_skills: row.prerequisiteSkills,
    expected_skills_acquired: row.expectedSkillsAcquired,
    related_career_information: row.relatedCareerInformation,
    location: row.location,
  };
  if (row.meters !== null) program.distance_miles = Math.round((row.meters / metersPerMile) * 10) / 10;
  return program;
}

export async function searchPrograms(
  db: Db,
  geocoder: Geocoder,
  actor: Actor,
  query: ProgramSearchInput,
): Promise<ProgramSearchResponse> {
  const { customerId } = requireCustomer(actor);
  let origin: ProgramSearchResponse['origin'] = null;
  if (query.address) {
    const place = await geocoder.forward(query.address);
    if (!place) throw invalid({ address: [programMessages.unknownAddress] });
    origin = { address: place.address, latitude: place.latitude, longitude: place.longitude };
  }
  const page = query.page ?? 1;
  const perPage = programConstants.pageSize;
  const radius = query.radius ?? programConstants.defaultRadius;
  const terms = searchTerms(query.searchText);
  const filters: repository.SearchFilters = {
    customerId,
    page,
    perPage,
    // Near spellings (one letter off) of the words of 5+ letters, only when nothing is spelled that way: the same
    // statement tries them (repository.searchSql).
    text: terms && { ...terms, fuzzy: terms.words.some((word) => word.length >= 5) },
    origin: origin && { latitude: origin.latitude, longitude: origin.longitude, radiusMeters: radius * metersPerMile },
    typeIds: query.types,
    formatIds: query.formats,
    providerTypeIds: query.providerTypes,
    minCost: query.minCost,
    maxCost: query.maxCost,
    tuitionSupport: query.eligibleForTuitionSupport,
    savedOnly: query.saved === true,
    sort: query.sort ?? 'relevance',
  };
  const { rows, total } = await repository.searchPrograms(db, filters);
  return {
    data: rows.map(toProgram),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
    origin,
  };
}

export async function toggleSaved(db: Db, actor: Actor, programId: number) {
  const { customerId } = requireCustomer(actor);
  const isSaved = await db.transaction(async (tx) => {
    if (!(await repository.programExists(tx, programId))) return null;
    return repository.toggleSaved(tx, customerId, programId);
  });
  if (isSaved === null) throw notFound();
  return { is_saved: isSaved };
}

export async function programPdf(
  db: Db,
  actor: Actor,
  programId: number,
  requestedLanguage?: CustomerAccountLanguage,
): Promise<Buffer> {
  const { customerId } = requireCustomer(actor);
  const row = await repository.findProgram(db, customerId, programId);
  if (!row) throw notFound();
  return renderProgramPdf(
    toProgram(row),
    new Date(),
    await customerDocumentLanguage(db, customerId, requestedLanguage),
  );
}

export async function relatedOccupations(
  db: Db,
  actor: Actor,
  cipCode: string,
  page: number,
): Promise<RelatedOccupationsResponse> {
  requireCustomer(actor);
  const perPage = programConstants.relatedPageSize;
  const { rows, total } = await repository.relatedOccupations(db, cipCode, page, perPage);
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      median_annual_salary: row.medianAnnualSalary,
      growth_rate: row.growthRate,
      clusters: { data: row.clusters },
    })),
    currentPage: page,
    total,
    perPage,
  };
}

export async function lookups(db: Db, actor: Actor, kind: 'types' | 'formats' | 'providerTypes') {
  requireCustomer(actor);
  if (kind === 'types') return repository.listProgramTypes(db);
  if (kind === 'formats') return repository.listProgramFormats(db);
  return repository.listProviderTypes(db);
}

export async function reverseGeocode(geocoder: Geocoder, actor: Actor, latitude: number, longitude: number) {
  requireCustomer(actor);
  const place = await geocoder.reverse({ latitude, longitude });
  if (!place) throw notFound(programMessages.noAddressText);
  return { address: place.address };
}

export async function forwardGeocode(geocoder: Geocoder, actor: Actor, address: string) {
  requireCustomer(actor);
  const place = await geocoder.forward(address);
  if (!place) throw invalid({ address: [programMessages.unknownAddress] });
  return { address: place.address, latitude: place.latitude, longitude: place.longitude };
}
