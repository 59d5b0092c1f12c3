import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  employerLocations,
  employerLocationUsers,
  employers,
  employerServices,
  employerServicesProvided,
  employerServiceTypes,
  staffUserLocations,
} from '../schema/index.ts';

/**
 * Employer records for the demo: invented companies (names, FEINs, sites and people are fictional; the .example
 * domain and 555-01xx numbers reach nobody) at real Front Range ZIP codes, whose centroids (GeoNames, as the offline
 * geocoder ships them) place them on the job board. The job board's demo posts are written over these
 * (job-board-demo.ts).
 */

/** Reference rows every installation needs: the employer service catalogue of Log Service Provided. */
const serviceCatalogue = [
  {
    type: 'Business Services',
    services: ['Recruitment Assistance', 'Job Fair', 'Labor Market Information', 'Applicant Screening'],
  },
  {
    type: 'Training Services',
    services: ['On-the-Job Training Agreement', 'Incumbent Worker Training', 'Customized Training'],
  },
  { type: 'Layoff Aversion', services: ['Rapid Response', 'Work Share Consultation'] },
  { type: 'Outreach', services: ['Employer Visit', 'Information Session'] },
];

export async function seedEmployerServiceCatalogue(db: DbOrTx) {
  const existing = await db.select({ id: employerServiceTypes.id }).from(employerServiceTypes).limit(1);
  if (existing.length > 0) return;
  for (const entry of serviceCatalogue) {
    const [type] = await db.insert(employerServiceTypes).values({ name: entry.type }).returning();
    await db.insert(employerServices).values(entry.services.map((name) => ({ employerServiceTypeId: type!.id, name })));
  }
}

type Office = 'denver' | 'aurora' | 'springs';

interface DemoPlace {
  label: string;
  address: string;
  city: string;
  county: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  phone: string;
  contacts: { name: string; title: string; email: string; phone: string; primary?: boolean }[];
}

interface DemoEmployer {
  companyName: string;
  fein: string;
  website: string;
  /** NAICS sector (contracts job-posts.ts industries), for the posts written over this employer. */
  industry: string;
  office: Office;
  h2a?: boolean;
  apprenticeships?: string[];
  workBasedLearning?: string[];
  places: DemoPlace[];
}

const denver = (zipcode: '80202' | '80204' | '80216') =>
  ({
    '80202': { city: 'Denver', county: 'Denver', zipcode, latitude: 39.7491, longitude: -104.9946 },
    '80204': { city: 'Denver', county: 'Denver', zipcode, latitude: 39.734, longitude: -105.0259 },
    '80216': { city: 'Denver', county: 'Denver', zipcode, latitude: 39.7835, longitude: -104.9669 },
  })[zipcode];
const aurora11 = { city: 'Aurora', county: 'Adams', zipcode: '80011', latitude: 39.7378, longitude: -104.8152 };
const aurora12 = { city: 'Aurora', county: 'Arapahoe', zipcode: '80012', latitude: 39.6987, longitude: -104.8377 };
const springs03 = {
  city: 'Colorado Springs',
  county: 'El Paso',
  zipcode: '80903',
  latitude: 38.8388,
  longitude: -104.8145,
};
const springs07 = {
  city: 'Colorado Springs',
  county: 'El Paso',
  zipcode: '80907',
  latitude: 38.876,
  longitude: -104.817,
};
const golden = { city: 'Golden', county: 'Jefferson', zipcode: '80401', latitude: 39.7305, longitude: -105.1915 };
const englewood = { city: 'Englewood', county: 'Arapahoe', zipcode: '80110', latitude: 39.6463, longitude: -105.0092 };
const fortCollins = {
  city: 'Fort Collins',
  county: 'Larimer',
  zipcode: '80521',
  latitude: 40.5813,
  longitude: -105.1039,
};

export const demoEmployers: DemoEmployer[] = [
  {
    companyName: 'Mile High Regional Health',
    fein: '840000101',
    website: 'https://milehighhealth.example',
    industry: '62',
    office: 'denver',
    apprenticeships: ['Medical Assistant'],
    places: [
      { label: 'Main Campus', address: '1200 W Colfax Ave', ...denver('80204'), phone: '(303) 555-0120',
        contacts: [{ name: 'Dana Whitfield', title: 'Talent Acquisition Lead', email: 'dana.whitfield@milehighhealth.example', phone: '(303) 555-0121', primary: true }] },
      { label: 'Northside Clinic', address: '4800 Washington St', ...denver('80216'), phone: '(303) 555-0122',
        contacts: [{ name: 'Omar Haddad', title: 'Clinic Manager', email: 'omar.haddad@milehighhealth.example', phone: '(303) 555-0123' }] },
    ],
  },
  {
    companyName: 'Front Range Freight & Logistics',
    fein: '840000102',
    website: 'https://frontrangefreight.example',
    industry: '48-49',
    office: 'denver',
    places: [
      { label: 'Distribution Center', address: '5600 Brighton Blvd', ...denver('80216'), phone: '(303) 555-0130',
        contacts: [{ name: 'Keisha Monroe', title: 'HR Generalist', email: 'keisha.monroe@frontrangefreight.example', phone: '(303) 555-0131', primary: true }] },
      { label: 'Aurora Cross-Dock', address: '17000 E 32nd Ave', ...aurora11, phone: '(720) 555-0132', contacts: [] },
    ],
  },
  {
    companyName: 'Cherry Creek Builders Collective',
    fein: '840000103',
    website: 'https://cherrycreekbuilders.example',
    industry: '23',
    office: 'denver',
    apprenticeships: ['Carpentry', 'Electrical'],
    places: [
      { label: 'Head Office', address: '1600 Wynkoop St', ...denver('80202'), phone: '(303) 555-0140',
        contacts: [{ name: 'Rafael Ortega', title: 'Field Operations Manager', email: 'rafael.ortega@cherrycreekbuilders.example', phone: '(303) 555-0141', primary: true }] },
      { label: 'Golden Yard', address: '700 Ford St', ...golden, phone: '(303) 555-0142', contacts: [] },
    ],
  },
  {
    companyName: 'Summit Ridge Software Cooperative',
    fein: '840000104',
    website: 'https://summitridge.example',
    industry: '54',
    office: 'denver',
    workBasedLearning: ['Internships'],
    places: [
      { label: 'LoDo Studio', address: '1800 Blake St', ...denver('80202'), phone: '(303) 555-0150',
        contacts: [{ name: 'Priya Raman', title: 'People Operations', email: 'priya.raman@summitridge.example', phone: '(303) 555-0151', primary: true }] },
    ],
  },
  {
    companyName: 'Englewood Auto Care Partners',
    fein: '840000105',
    website: 'https://englewoodautocare.example',
    industry: '81',
    office: 'denver',
    places: [
      { label: 'Service Center', address: '3400 S Broadway', ...englewood, phone: '(303) 555-0160',
        contacts: [{ name: 'Tom Becker', title: 'Owner', email: 'tom.becker@englewoodautocare.example', phone: '(303) 555-0161', primary: true }] },
    ],
  },
  {
    companyName: 'Aurora Community Credit Union',
    fein: '840000106',
    website: 'https://auroracommunitycu.example',
    industry: '52',
    office: 'aurora',
    places: [
      { label: 'Member Center', address: '14200 E Alameda Ave', ...aurora12, phone: '(720) 555-0170',
        contacts: [{ name: 'Linh Tran', title: 'Branch Operations Manager', email: 'linh.tran@auroracommunitycu.example', phone: '(720) 555-0171', primary: true }] },
    ],
  },
  {
    companyName: 'Plains Harvest Agricultural Supply',
    fein: '840000107',
    website: 'https://plainsharvest.example',
    industry: '11',
    office: 'aurora',
    h2a: true,
    places: [
      { label: 'Fort Collins Depot', address: '2100 N College Ave', ...fortCollins, phone: '(970) 555-0180',
        contacts: [{ name: 'Ben Yazzie', title: 'Seasonal Hiring Coordinator', email: 'ben.yazzie@plainsharvest.example', phone: '(970) 555-0181', primary: true }] },
    ],
  },
  {
    companyName: 'Pikes Peak Precision Manufacturing',
    fein: '840000108',
    website: 'https://pikespeakprecision.example',
    industry: '31-33',
    office: 'springs',
    apprenticeships: ['Machinist'],
    places: [
      { label: 'Plant 1', address: '1500 Garden of the Gods Rd', ...springs07, phone: '(719) 555-0190',
        contacts: [{ name: 'Carla Jensen', title: 'Plant HR Manager', email: 'carla.jensen@pikespeakprecision.example', phone: '(719) 555-0191', primary: true }] },
    ],
  },
  {
    companyName: 'Garden Gate Hospitality Group',
    fein: '840000109',
    website: 'https://gardengatehospitality.example',
    industry: '72',
    office: 'springs',
    workBasedLearning: ['Pre-apprenticeship'],
    places: [
      { label: 'Downtown Hotel', address: '25 N Cascade Ave', ...springs03, phone: '(719) 555-0195',
        contacts: [{ name: 'Marisol Vega', title: 'Director of Human Resources', email: 'marisol.vega@gardengatehospitality.example', phone: '(719) 555-0196', primary: true }] },
    ],
  },
]; // prettier-ignore

export interface SeededEmployer {
  id: number;
  companyName: string;
  industry: string;
  createdBy: number;
  locations: { id: number; zipcode: string; city: string }[];
}

/** Office location ids and, per office, the staff user who keeps its employers. */
export interface EmployerDemoOwners {
  locations: Record<Office, number>;
  staff: Record<Office, number>;
}

/** The owners for the three demo offices: each office's first staff user keeps its employers. */
export async function employerDemoOwners(db: DbOrTx, locations: Record<Office, number>): Promise<EmployerDemoOwners> {
  const staffAt = async (locationId: number) => {
    const [row] = await db
      .select({ id: staffUserLocations.staffUserId })
      .from(staffUserLocations)
      .where(eq(staffUserLocations.locationId, locationId))
      .orderBy(asc(staffUserLocations.staffUserId))
      .limit(1);
    if (!row) throw new Error('A demo office has no staff user');
    return row.id;
  };
  return {
    locations,
    staff: {
      denver: await staffAt(locations.denver),
      aurora: await staffAt(locations.aurora),
      springs: await staffAt(locations.springs),
    },
  };
}

export async function seedEmployersDemo(db: DbOrTx, owners: EmployerDemoOwners): Promise<SeededEmployer[]> {
  await seedEmployerServiceCatalogue(db);
  const seeded: SeededEmployer[] = [];
  for (const demo of demoEmployers) {
    const createdBy = owners.staff[demo.office];
    const originator = owners.locations[demo.office];
    const [employer] = await db
      .insert(employers)
      .values({
        companyName: demo.companyName,
        fein: demo.fein,
        website: demo.website,
        h2aJobs: demo.h2a ?? false,
        hostRegisteredApprenticeships: Boolean(demo.apprenticeships),
        hostRegisteredApprenticeshipsFuture: demo.apprenticeships ? null : false,
        hostRegisteredApprenticeshipsTypes: demo.apprenticeships ?? [],
        workBasedLearningOpportunities: Boolean(demo.workBasedLearning),
        workBasedLearningOpportunitiesFuture: demo.workBasedLearning ? null : true,
        workBasedLearningOpportunitiesTypes: demo.workBasedLearning ?? [],
        accountOriginatorLocationId: originator,
        createdBy,
      })
      .returning();
    const locations: SeededEmployer['locations'] = [];
    for (const { contacts, ...place } of demo.places) {
      const [location] = await db
        .insert(employerLocations)
        .values({ ...place, state: 'CO', employerId: employer!.id, createdBy, creatorLocationId: originator })
        .returning();
      locations.push({ id: location!.id, zipcode: location!.zipcode, city: location!.city });
      if (contacts.length > 0)
        await db.insert(employerLocationUsers).values(
          contacts.map(({ primary, ...contact }) => ({
            ...contact,
            primaryContact: primary ?? false,
            employerLocationId: location!.id,
          })),
        );
    }
    seeded.push({ id: employer!.id, companyName: demo.companyName, industry: demo.industry, createdBy, locations });
  }
  await seedServicesProvidedDemo(db, seeded[0]!);
  return seeded;
}

async function seedServicesProvidedDemo(db: DbOrTx, employer: SeededEmployer) {
  const services = await db
    .select({ id: employerServices.id, typeId: employerServices.employerServiceTypeId, name: employerServices.name })
    .from(employerServices);
  const byName = (name: string) => services.find((service) => service.name === name)!;
  const entries = [
    {
      service: byName('Job Fair'),
      notes: 'Hosted a table at the spring healthcare job fair; 14 candidates referred.',
      daysAgo: 40,
    },
    {
      service: byName('On-the-Job Training Agreement'),
      notes: 'Signed an OJT agreement for two medical assistant trainees.',
      daysAgo: 12,
    },
  ];
  await db.insert(employerServicesProvided).values(
    entries.map((entry) => ({
      employerId: employer.id,
      employerLocationId: employer.locations[0]!.id,
      employerServiceTypeId: entry.service.typeId,
      employerServiceId: entry.service.id,
      notes: entry.notes,
      startDate: new Date(Date.now() - entry.daysAgo * 86_400_000).toISOString().slice(0, 10),
      createdBy: employer.createdBy,
    })),
  );
}
