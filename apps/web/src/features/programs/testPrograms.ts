import type { Program, ProgramSearchResponse } from '@portal/contracts';

/** Programs as the search API answers them, for the component tests. */
export function makeProgram(overrides: Partial<Program> = {}): Program {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Program ${id}`,
    type: 'Certificate',
    format: 'In Person',
    description: 'Hands-on training with a capstone project.',
    link: 'https://example.edu/program',
    provider: {
      id: 10,
      name: 'Mile High Community College',
      type: 'Public two-year college',
      provider_type: 'Community College',
      description: 'A public college in downtown Denver.',
      accreditation: 'Higher Learning Commission',
      support_services: 'Tutoring',
      contact_phone: '303-555-0100',
      website: 'https://mhcc.example.edu',
      commuting_area_description: 'Denver metro',
      locations: [{ name: 'Auraria Campus', address: '1111 W Colfax Ave', city: 'Denver', state: 'CO' }],
    },
    cip_id: '51.3901',
    cip_title: 'Licensed Practical/Vocational Nurse Training',
    is_saved: false,
    total_cost: 2500,
    tuition_cost: 2000,
    credit_hours: 12,
    contact_hours: 180,
    duration: '16 weeks',
    semesters: 1,
    eligible_for_financial_aid: true,
    eligible_for_gi_veteran_aid: false,
    eligible_for_paid_training: null,
    eligible_for_tuition_support: true,
    local_areas_offering_wioa_funding: 'Denver County',
    prerequisite_skills: 'High school diploma or GED.',
    expected_skills_acquired: 'Patient care.',
    related_career_information: 'Hospitals and clinics hire graduates.',
    location: { name: 'Auraria Campus', address: '1111 W Colfax Ave', city: 'Denver', state: 'CO' },
    ...overrides,
  };
}

export function searchPage(
  data: Program[],
  meta: Partial<ProgramSearchResponse['meta']> = {},
  origin: ProgramSearchResponse['origin'] = null,
): ProgramSearchResponse {
  const total = meta.total ?? data.length;
  return {
    data,
    meta: { current_page: 1, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)), ...meta },
    origin,
  };
}
