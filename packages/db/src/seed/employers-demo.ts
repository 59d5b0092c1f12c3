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
import { demoEmployers, type Office } from './employers-demo-data.ts';

/**
 * Employer records for the demo: invented companies (names, FEINs, sites and people are fictional; the .example
 * domain and 555-01xx numbers reach nobody) at real Front Range ZIP codes, whose centroids (GeoNames, as the offline
 * geocoder ships them) place them on the job board. Between them they hire for every occupation of the demo
 * catalogue; the job board's demo posts are written over these (job-board-demo.ts).
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

export interface SeededEmployer {
  id: number;
  companyName: string;
  industry: string;
  hires: string[];
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
    seeded.push({
      id: employer!.id,
      companyName: demo.companyName,
      industry: demo.industry,
      hires: demo.hires,
      createdBy,
      locations,
    });
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
